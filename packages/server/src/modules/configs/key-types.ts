import { signingKeyAlgorithms } from '@tessera/schemas';
import type { JWK } from 'jose';
import { z } from 'zod';

// The algorithms and key types are the Management API's own words; one list serves both.
export { signingKeyAlgorithms, type OidcKeyType, type SigningKeyAlgorithm } from '@tessera/schemas';

/** A signing key as stored: the private JWK never leaves the server. */
export const storedPrivateKeySchema = z.object({
  id: z.string(),
  createdAt: z.number(),
  algorithm: z.enum(signingKeyAlgorithms),
  /** Set when the key was rotated in with a grace period: before this time it is published but does not sign. */
  effectiveAt: z.number().optional(),
  jwk: z.record(z.string(), z.unknown()),
});
export type StoredPrivateKey = Omit<z.infer<typeof storedPrivateKeySchema>, 'jwk'> & { jwk: JWK };

export const storedCookieKeySchema = z.object({
  id: z.string(),
  createdAt: z.number(),
  value: z.string(),
});
export type StoredCookieKey = z.infer<typeof storedCookieKeySchema>;

export const oidcConfigKeys = {
  privateKeys: 'oidc.privateKeys',
  cookieKeys: 'oidc.cookieKeys',
} as const;

/** How many keys are kept (of each signing algorithm): the current one plus the previous one, still served in JWKS. */
export const keptKeyCount = 2;

export type SigningAlg = 'ES256' | 'RS256';

/** The JWS algorithm a key signs with: ES256 for EC (P-256), RS256 for RSA. */
export const signingAlgOf = (key: StoredPrivateKey | undefined): SigningAlg =>
  key?.algorithm === 'RSA' ? 'RS256' : 'ES256';
