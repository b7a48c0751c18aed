import { seconds } from '@tessera/schemas';

/** RFC 8707: an absolute URI (http, https, urn…) without a fragment. */
export const isValidIndicator = (value: string) => {
  try {
    return Boolean(new URL(value).protocol) && !value.includes('#');
  } catch {
    return false;
  }
};

/** Access tokens of an API last from a second to a day. */
export const accessTokenTtlRange = { min: 1, max: seconds.day } as const;

export const isValidAccessTokenTtl = (value: string) =>
  /^\d+$/.test(value.trim()) && Number(value) >= accessTokenTtlRange.min && Number(value) <= accessTokenTtlRange.max;
