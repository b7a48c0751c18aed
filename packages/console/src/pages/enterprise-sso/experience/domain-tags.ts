import { domainNameGuard } from '@tessera/schemas';

/** A typed entry as a domain: trimmed, lower case, without a leading `@` people often type. */
export const normalizeDomain = (entry: string) => entry.trim().replace(/^@/, '').toLowerCase();

export const isValidDomain = (domain: string) => domainNameGuard.safeParse(domain).success;

/** Keys that end an entry, besides leaving the input: a comma too, as domains are often listed with one. */
export const domainEntryEndKeys: readonly string[] = ['Enter', ' ', ','];
