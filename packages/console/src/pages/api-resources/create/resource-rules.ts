import { seconds } from '@tessera/schemas';

/** Access tokens of an API last from a second to a day: the contract's range, for its message. */
export const accessTokenTtlRange = { min: 1, max: seconds.day } as const;

/** Whole seconds only: "1e3" or "1.5" are refused rather than read as some other number. */
export const parseSeconds = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text) : Number.NaN);
