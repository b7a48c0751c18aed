import { z } from 'zod';

import { timestampGuard } from './common';

/** `private-keys` sign tokens (served in JWKS); `cookie-keys` sign the OIDC provider's cookies. */
const oidcKeyTypes = ['private-keys', 'cookie-keys'] as const;
export const oidcKeyTypeGuard = z.enum(oidcKeyTypes);
export type OidcKeyType = z.infer<typeof oidcKeyTypeGuard>;

/** Key type of a signing key: `EC` signs with ES256, `RSA` with RS256. */
export const signingKeyAlgorithms = ['EC', 'RSA'] as const;
const signingKeyAlgorithmGuard = z.enum(signingKeyAlgorithms);
export type SigningKeyAlgorithm = z.infer<typeof signingKeyAlgorithmGuard>;

/**
 * Where a signing key stands: `Current` signs tokens of its algorithm, `Previous` only verifies
 * the tokens it signed before a rotation, `Next` is published ahead of signing. Every algorithm
 * has its own current key, so a tenant signs with ES256 and RS256 alike.
 */
export const oidcSigningKeyStatuses = ['Next', 'Current', 'Previous'] as const;
const oidcSigningKeyStatusGuard = z.enum(oidcSigningKeyStatuses);
export type OidcSigningKeyStatus = z.infer<typeof oidcSigningKeyStatusGuard>;

/** A key as the Management API lists it: no key material ever leaves the server. */
export const oidcKeyGuard = z
  .object({
    id: z.string(),
    createdAt: timestampGuard.meta({ description: 'Creation time, epoch milliseconds.' }),
    signingKeyAlgorithm: signingKeyAlgorithmGuard.optional().meta({ description: 'Signing keys only.' }),
    status: oidcSigningKeyStatusGuard.optional().meta({ description: 'Signing keys only.' }),
    effectiveAt: timestampGuard
      .optional()
      .meta({ description: 'When a signing key rotated in with a grace period starts signing, epoch milliseconds.' }),
  })
  .meta({ id: 'OidcKey' });
export type OidcKey = z.infer<typeof oidcKeyGuard>;

/** The longest wait, in seconds, before a signing key rotated in with a grace period starts signing: one day. */
export const maxRotationGracePeriod = 86_400;

/**
 * `POST /api/configs/oidc/{keyType}/rotate`. The algorithm applies to signing keys; without it
 * the new key takes the algorithm of the tenant's default signing key. With a grace period
 * (seconds) a new signing key is published as `Next` at once and signs only once it has passed.
 */
export const oidcKeyRotateGuard = z.object({
  signingKeyAlgorithm: signingKeyAlgorithmGuard.optional(),
  rotationGracePeriod: z
    .number()
    .int()
    .min(0)
    .max(maxRotationGracePeriod)
    .optional()
    .meta({ description: 'Seconds the new signing key is published before it signs; 0 or absent: at once.' }),
});
export type OidcKeyRotate = z.infer<typeof oidcKeyRotateGuard>;
