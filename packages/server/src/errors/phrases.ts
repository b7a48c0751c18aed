import { consoleLanguages } from '@tessera/schemas';
export { negotiateLanguage, translateError } from '@tessera/phrases';

export const consoleLanguagesList: readonly string[] = consoleLanguages;
