/** Query keys of the custom JWT area; every key sits under `all`. */
export const jwtCustomizerKeys = {
  all: ['jwt-customizer'] as const,
  list: () => [...jwtCustomizerKeys.all, 'list'] as const,
  detail: (tokenType: string) => [...jwtCustomizerKeys.all, 'detail', tokenType] as const,
};
