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

/** A key as the Management API lists it: no key material ever leaves the server. */
export const oidcKeyGuard = z
  .object({
    id: z.string(),
    createdAt: timestampGuard.meta({ description: 'Creation time, epoch milliseconds.' }),
    signingKeyAlgorithm: signingKeyAlgorithmGuard.optional(),
  })
  .meta({ id: 'OidcKey' });
export type OidcKey = z.infer<typeof oidcKeyGuard>;

/** `POST /api/configs/oidc/{keyType}/rotate`; the algorithm applies to signing keys (default `EC`). */
export const oidcKeyRotateGuard = z.object({ signingKeyAlgorithm: signingKeyAlgorithmGuard.optional() });
export type OidcKeyRotate = z.infer<typeof oidcKeyRotateGuard>;
