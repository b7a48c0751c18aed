const alphabet = '0123456789abcdefghijklmnopqrstuvwxyz';

/**
 * A random string of `[0-9a-z]` from the browser's cryptographic source, the shape of the
 * server's ids: a connector id chosen before the connector exists, or the state of a social link.
 * Rejection sampling keeps every character equally likely.
 */
export const randomId = (length: number): string => {
  let id = '';
  const limit = 256 - (256 % alphabet.length);
  while (id.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length))) {
      if (byte < limit && id.length < length) {
        id += alphabet[byte % alphabet.length];
      }
    }
  }
  return id;
};
