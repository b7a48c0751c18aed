import type { ExperiencePhrases } from '@tessera/phrases';

// Typed keys: a t('…') call with a key English does not have fails to compile.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: ExperiencePhrases };
  }
}
