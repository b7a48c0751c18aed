/** One entry of an Accept-Language header: a tag and its weight. */
export interface LanguageRange {
  tag: string;
  quality: number;
}

/** Headers are client input: look at a bounded number of entries only. */
const maxRanges = 32;
const tagPattern = /^(?:\*|[a-z]{1,8}(?:-[a-z0-9]{1,8})*)$/i;
const qualityPattern = /^q=(0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/i;

/**
 * Parses an Accept-Language header into ranges, best first; entries with the same weight keep
 * their order. Malformed entries and entries with `q=0` ("not acceptable") are dropped.
 * `_` is read as `-`, since some clients send `zh_TW`.
 */
export const parseAcceptLanguage = (header: string | null | undefined): LanguageRange[] => {
  if (!header) {
    return [];
  }
  const ranges: LanguageRange[] = [];
  for (const entry of header.split(',').slice(0, maxRanges)) {
    const [rawTag = '', ...parameters] = entry.split(';').map((part) => part.trim());
    const tag = rawTag.replaceAll('_', '-');
    if (!tagPattern.test(tag)) {
      continue;
    }
    const qualityParameter = parameters.find((parameter) => /^q=/i.test(parameter));
    const qualityMatch =
      qualityParameter === undefined ? undefined : qualityPattern.exec(qualityParameter);
    if (qualityParameter !== undefined && !qualityMatch) {
      continue;
    }
    const quality = qualityMatch?.[1] === undefined ? 1 : Number(qualityMatch[1]);
    if (quality > 0) {
      ranges.push({ tag, quality });
    }
  }
  // Array.prototype.sort is stable, so equal weights keep the client's order.
  return ranges.sort((a, b) => b.quality - a.quality);
};

const subtagsOf = (tag: string) => tag.toLowerCase().split('-');

/** Chinese: the script (or, without one, the region) decides Traditional or Simplified. */
const chineseCandidates = (subtags: string[]): string[] => {
  const rest = subtags.slice(1);
  if (rest.includes('hans')) {
    return ['zh-CN', 'zh-TW', 'zh-HK'];
  }
  if (rest.includes('hk') || rest.includes('mo')) {
    return ['zh-HK', 'zh-TW', 'zh-CN'];
  }
  if (rest.includes('hant') || rest.includes('tw')) {
    return ['zh-TW', 'zh-HK', 'zh-CN'];
  }
  return ['zh-CN', 'zh-TW', 'zh-HK'];
};

/** Regions whose Portuguese follows the European norm rather than the Brazilian one. */
const europeanPortugueseRegions = new Set([
  'pt',
  'ao',
  'mz',
  'cv',
  'gw',
  'st',
  'tl',
  'mo',
  'lu',
  'ch',
  'gq',
]);

/** Supported tags to try, in order, when the requested tag only shares its base language. */
const preferredByBase = (subtags: string[]): string[] => {
  const [base = '', region = ''] = subtags;
  if (base === 'zh') {
    return chineseCandidates(subtags);
  }
  if (base === 'pt') {
    return europeanPortugueseRegions.has(region) ? ['pt-PT', 'pt-BR'] : ['pt-BR', 'pt-PT'];
  }
  return [base];
};

const matchRange = <T extends string>(tag: string, supported: readonly T[]): T | undefined => {
  const exact = supported.find((candidate) => candidate === tag);
  if (exact !== undefined) {
    return exact;
  }
  const lowerTag = tag.toLowerCase();
  const caseInsensitive = supported.find((candidate) => candidate.toLowerCase() === lowerTag);
  if (caseInsensitive !== undefined) {
    return caseInsensitive;
  }
  const subtags = subtagsOf(tag);
  for (const preferred of preferredByBase(subtags)) {
    const found = supported.find(
      (candidate) => candidate.toLowerCase() === preferred.toLowerCase(),
    );
    if (found !== undefined) {
      return found;
    }
  }
  return supported.find((candidate) => subtagsOf(candidate)[0] === subtags[0]);
};

/**
 * Picks the supported language that best serves an Accept-Language header.
 *
 * Ranges are tried best weight first; for each, an exact tag wins, then a case-insensitive one,
 * then one sharing the base language (`de-AT` → `de`, `tr` → `tr-TR`, `pl` → `pl-PL`,
 * `pt` → `pt-BR` but `pt-AO` → `pt-PT`, `zh-Hant`/`zh-MO` → Traditional, `zh`/`zh-SG` → `zh-CN`).
 * `*` and no match at all give `fallback`.
 */
export const negotiateLanguage = <T extends string>(
  acceptLanguageHeader: string | null | undefined,
  supported: readonly T[],
  fallback?: T,
): T => {
  for (const { tag } of parseAcceptLanguage(acceptLanguageHeader)) {
    // Ranges after `*` weigh no more than it does, and `*` accepts the fallback.
    if (tag === '*') {
      break;
    }
    const match = matchRange(tag, supported);
    if (match !== undefined) {
      return match;
    }
  }
  return fallback ?? supported.find((candidate) => candidate === 'en') ?? firstOf(supported);
};

const firstOf = <T>(values: readonly T[]): T => {
  const [first] = values;
  if (first === undefined) {
    throw new TypeError('negotiateLanguage needs at least one supported language');
  }
  return first;
};
