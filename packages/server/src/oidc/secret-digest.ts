import { createHash } from 'node:crypto';

/** What the client store keeps of a secret: equal-length values that compare in constant time. */
export const secretDigest = (value: string) => createHash('sha256').update(value).digest();
