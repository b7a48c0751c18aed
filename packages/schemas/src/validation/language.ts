import { z } from 'zod';

import { consoleLanguages, defaultConsoleLanguage, type ConsoleLanguage } from '../constants';

export const consoleLanguageGuard = z.enum(consoleLanguages);

export const isConsoleLanguage = (value: unknown): value is ConsoleLanguage =>
  consoleLanguageGuard.safeParse(value).success;

const baseOf = (tag: string): string => tag.split('-')[0]?.toLowerCase() ?? '';

const matchOne = (candidate: string): ConsoleLanguage | undefined => {
  const lower = candidate.toLowerCase();
  return (
    consoleLanguages.find((language) => language.toLowerCase() === lower) ??
    consoleLanguages.find((language) => baseOf(language) === baseOf(candidate))
  );
};

/**
 * The console language for a preference or a browser's language list: an exact match (any case)
 * first, then the first supported tag of the same base language (`de-AT` → `de`,
 * `pt` → `pt-BR`), else the default `en`.
 */
export const resolveConsoleLanguage = (
  candidates: string | readonly string[] | undefined,
): ConsoleLanguage => {
  const list = typeof candidates === 'string' ? [candidates] : (candidates ?? []);
  for (const candidate of list) {
    const match = matchOne(candidate);
    if (match) {
      return match;
    }
  }
  return defaultConsoleLanguage;
};
