/** Query keys of the tenant's custom phrases (overrides of the sign-in app's texts per language). */
export const customPhraseKeys = {
  all: ['custom-phrases'] as const,
  list: () => [...customPhraseKeys.all, 'list'] as const,
};
