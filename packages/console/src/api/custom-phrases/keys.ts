/** Query keys of the tenant's custom phrases (overrides of the sign-in app's texts per language). */
export const customPhraseKeys = {
  all: ['custom-phrases'] as const,
  list: () => [...customPhraseKeys.all, 'list'] as const,
  /** The sign-in app's own texts in a language: shipped with the console, the same for every tenant. */
  builtIn: (language: string) => ['experience-phrases', language] as const,
};
