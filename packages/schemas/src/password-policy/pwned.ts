/**
 * A k-anonymity range lookup: given the first 5 uppercase hex characters of a SHA-1 hash, returns
 * the breach service's answer, lines of `SUFFIX:COUNT` (35-character hash suffixes).
 */
export type PwnedRangeFetcher = (prefix: string) => Promise<string>;

const pwnedPasswordsRangeUrl = 'https://api.pwnedpasswords.com/range/';

/**
 * Uppercase hex SHA-1 through Web Crypto, so the same code runs in Node and in browsers. Browsers
 * expose `crypto.subtle` only in secure contexts.
 */
export const sha1Hex = async (text: string): Promise<string> => {
  const digest = await globalThis.crypto.subtle.digest('SHA-1', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase();
};

/**
 * Whether the password appears in the breach corpus. Only the hash prefix leaves the process.
 * Lines with a count of 0 are padding and do not count. Errors of the fetcher propagate, so the
 * caller decides whether an unreachable service blocks the password.
 */
export const isPwnedPassword = async (
  password: string,
  fetchRange: PwnedRangeFetcher,
): Promise<boolean> => {
  const hash = await sha1Hex(password);
  const suffix = hash.slice(5);
  const body = await fetchRange(hash.slice(0, 5));
  return body.split(/\r?\n/).some((line) => {
    const [lineSuffix = '', count] = line.trim().split(':');
    return lineSuffix.toUpperCase() === suffix && (count === undefined || Number(count) > 0);
  });
};

/** A range fetcher over HTTP, asking the service to pad answers so their size leaks nothing. */
export const createPwnedRangeFetcher =
  (fetchImpl: typeof fetch = fetch, baseUrl = pwnedPasswordsRangeUrl): PwnedRangeFetcher =>
  async (prefix) => {
    const response = await fetchImpl(`${baseUrl}${prefix}`, { headers: { 'Add-Padding': 'true' } });
    if (!response.ok) {
      throw new Error(`Pwned password range lookup failed with status ${response.status}`);
    }
    return response.text();
  };
