import { z } from 'zod';

import {
  originGuard,
  postLogoutRedirectUriGuard,
  redirectUriGuard,
  refreshTokenTtlInDaysGuard,
  webUrlGuard,
} from '../validation/field-guards';

/** Algorithms a client may ask its ID tokens to be signed with; the JWKS holds a key of each. */
export const idTokenSigningAlgorithms = ['RS256', 'ES256'] as const;

/**
 * How a confidential client authenticates at the token endpoint. Public clients (SPA, Native)
 * authenticate with none and may not choose.
 */
export const tokenEndpointAuthMethods = [
  'client_secret_basic',
  'client_secret_post',
  'private_key_jwt',
] as const;
export type TokenEndpointAuthMethod = (typeof tokenEndpointAuthMethods)[number];

/** An `https:` URL: keys fetched over plain HTTP could be swapped on the way. */
const httpsUrlGuard = webUrlGuard.refine((value) => value.startsWith('https://'), {
  error: 'Must be an https URL',
});

/** A JSON Web Key Set (RFC 7517 §5) holding the client's public keys. */
export const clientJwksGuard = z.object({
  keys: z.array(z.record(z.string(), z.unknown())).min(1),
});

/**
 * Standard OIDC client metadata in the reference API's camelCase names, plus Tessera's
 * per-application protocol settings (signing algorithm, client authentication, PAR, DPoP), which
 * the OIDC layer reads from the stored JSON.
 */
export const oidcClientMetadataGuard = z.object({
  redirectUris: z.array(redirectUriGuard),
  postLogoutRedirectUris: z.array(postLogoutRedirectUriGuard),
  backchannelLogoutUri: webUrlGuard.optional(),
  backchannelLogoutSessionRequired: z.boolean().optional(),
  logoUri: webUrlGuard.optional(),
  idTokenSignedResponseAlg: z
    .enum(idTokenSigningAlgorithms)
    .optional()
    .meta({ description: 'Signing algorithm of ID tokens (OIDC Registration §2); ES256 by default.' }),
  tokenEndpointAuthMethod: z
    .enum(tokenEndpointAuthMethods)
    .optional()
    .meta({ description: 'Confidential applications only; `private_key_jwt` needs `jwksUri` or `jwks`.' }),
  jwksUri: httpsUrlGuard
    .optional()
    .meta({ description: 'Where the client publishes its public keys; exclusive with `jwks`.' }),
  jwks: clientJwksGuard.optional().meta({ description: 'The client public keys; exclusive with `jwksUri`.' }),
  requirePushedAuthorizationRequests: z
    .boolean()
    .optional()
    .meta({ description: 'Authorization requests must be pushed first (RFC 9126 §6).' }),
  dpopBoundAccessTokens: z
    .boolean()
    .optional()
    .meta({ description: 'Access tokens must be bound to a DPoP proof key (RFC 9449 §5.2).' }),
});
export type OidcClientMetadata = z.infer<typeof oidcClientMetadataGuard>;

/**
 * What a body may send: every field optional (stored values are kept), and the key settings may
 * be cleared with `null`.
 */
export const oidcClientMetadataBodyGuard = oidcClientMetadataGuard.partial().extend({
  jwksUri: httpsUrlGuard.nullish(),
  jwks: clientJwksGuard.nullish(),
});

/** Token lifetimes are in seconds, except `refreshTokenTtlInDays` (1 to 90). */
export const customClientMetadataGuard = z.object({
  corsAllowedOrigins: z.array(originGuard).optional(),
  idTokenTtl: z.int().positive().optional(),
  refreshTokenTtl: z.int().positive().optional(),
  refreshTokenTtlInDays: refreshTokenTtlInDaysGuard.optional(),
  tenantId: z.string().min(1).optional(),
  alwaysIssueRefreshToken: z.boolean().optional(),
  rotateRefreshToken: z.boolean().optional(),
  allowTokenExchange: z
    .boolean()
    .optional()
    .meta({ description: 'May exchange a subject token for an access token (RFC 8693).' }),
  isDeviceFlow: z
    .boolean()
    .optional()
    .meta({ description: 'Native applications only: sign in with the device authorization grant (RFC 8628).' }),
  maxAllowedGrants: z
    .int()
    .positive()
    .optional()
    .meta({ description: 'How many grants (signed-in devices) a user may hold for this application at once.' }),
});
export type CustomClientMetadata = z.infer<typeof customClientMetadataGuard>;

/**
 * CORS origins are checked by the server rather than here: a non-normalized origin is answered
 * with its own code (422 `application.invalid_cors_origin`), which names the origin.
 */
export const customClientMetadataBodyGuard = customClientMetadataGuard.extend({
  corsAllowedOrigins: z.array(z.string().max(2048)).optional(),
});
