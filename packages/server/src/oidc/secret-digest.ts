import { hash } from 'node:crypto';

/**
 * What the client store keeps of a secret: equal-length values that compare in constant time.
 * Computed for the presented secret on every client authentication, so in one call: the one-shot
 * `hash` costs about half of a `createHash` object fed and digested.
 */
export const secretDigest = (value: string) => hash('sha256', value, 'buffer');
