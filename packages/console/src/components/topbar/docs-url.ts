import { defaultConsoleLanguage, externalLinks, type ConsoleLanguage } from '@tessera/schemas';

/** The docs site, in the reader's language when it is not English. */
export const getDocsUrl = (language: ConsoleLanguage) =>
  language === defaultConsoleLanguage ? `${externalLinks.docs}/` : `${externalLinks.docs}/${language}/`;
