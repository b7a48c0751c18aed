import { jwtCustomizerProtectedClaims, type JsonObject } from '@tessera/schemas';

/** What running a script gave: the claims to add, or the error the reference names. */
export type ScriptOutcome =
  | { ok: true; claims: JsonObject }
  | { ok: false; errorCode: 'AccessDenied' | 'General'; message: string };

/** The most text a script's claims may weigh once written as JSON. */
export const maxClaimsJsonLength = 16 * 1024;

const protectedClaims = new Set<string>(jwtCustomizerProtectedClaims);

export const generalError = (message: string): ScriptOutcome => ({
  ok: false,
  errorCode: 'General',
  message,
});

const isPlainObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads the envelope the sandbox answered (harness.ts) on the host side: the claims must be a JSON
 * object; protected claims, and keys that would reach an object's prototype, are dropped.
 */
export function outcomeOfEnvelope(text: string): ScriptOutcome {
  let envelope: unknown;
  try {
    envelope = JSON.parse(text);
  } catch {
    return generalError('The script answered something that is not JSON.');
  }
  if (!isPlainObject(envelope)) {
    return generalError('The script answered something that is not JSON.');
  }
  if (envelope.t === 'denied') {
    return { ok: false, errorCode: 'AccessDenied', message: String(envelope.m ?? '') };
  }
  if (envelope.t !== 'ok' || typeof envelope.v !== 'string') {
    return generalError(typeof envelope.m === 'string' ? envelope.m : 'The script failed.');
  }
  if (envelope.v.length > maxClaimsJsonLength) {
    return generalError(`The claims weigh more than ${maxClaimsJsonLength} bytes of JSON.`);
  }
  const value: unknown = JSON.parse(envelope.v);
  if (!isPlainObject(value)) {
    return generalError('getCustomJwtClaims must return an object.');
  }
  const claims: JsonObject = {};
  for (const [key, claim] of Object.entries(value)) {
    if (
      !protectedClaims.has(key) &&
      key !== '__proto__' &&
      key !== 'constructor' &&
      key !== 'prototype'
    ) {
      claims[key] = claim;
    }
  }
  return { ok: true, claims };
}
