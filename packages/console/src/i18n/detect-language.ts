import { negotiateLanguage } from '@tessera/phrases';
import { consoleLanguages, defaultConsoleLanguage, type ConsoleLanguage } from '@tessera/schemas';

export const isConsoleLanguage = (value: unknown): value is ConsoleLanguage =>
  typeof value === 'string' && (consoleLanguages as readonly string[]).includes(value);

interface DetectionInput {
  stored: string | undefined;
  browserLanguages: readonly string[];
}

/** Stored choice first, then the browser's languages negotiated to the 16 we ship, then English. */
export const detectLanguage = ({ stored, browserLanguages }: DetectionInput): ConsoleLanguage => {
  if (isConsoleLanguage(stored)) {
    return stored;
  }
  // navigator.languages is already ordered by preference; as a header every entry weighs 1.
  return negotiateLanguage(browserLanguages.join(','), consoleLanguages, defaultConsoleLanguage);
};
