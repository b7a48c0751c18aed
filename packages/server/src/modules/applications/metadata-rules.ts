import {
  invalidRedirectUriIndexes,
  isValidOrigin,
  redirectUriTypeMessage,
  type ApplicationType,
} from '@tessera/schemas';
import { RequestError } from '../../errors/request-error.js';

/** Application types that authenticate with a secret (and so have secrets). */
export const confidentialTypes: readonly ApplicationType[] = ['Traditional', 'MachineToMachine', 'Protected'];
export const hasSecrets = (type: string) => (confidentialTypes as readonly string[]).includes(type);

/** Types that sign users in and may therefore ask them for consent as third-party apps. */
const thirdPartyCapableTypes: readonly string[] = ['Traditional', 'SPA', 'Native'];
export const canBeThirdParty = (type: string) => thirdPartyCapableTypes.includes(type);

/**
 * Checks redirect URIs against the stored type of an application being changed. Fails like the
 * create contract does (400 `guard.invalid_input`, the field named in `details`), so both calls
 * report a bad redirect URI the same way.
 */
export function assertRedirectUrisFor(type: string, uris: readonly string[]) {
  const invalid = invalidRedirectUriIndexes(type, uris);
  if (invalid.length > 0) {
    throw new RequestError(
      'guard.invalid_input',
      400,
      { target: 'json' },
      invalid.map((index) => `oidcClientMetadata.redirectUris.${index}: ${redirectUriTypeMessage(type)}`).join('\n'),
    );
  }
}

/** Each CORS origin must be written exactly as its normalized origin (`https://a.example.com`). */
export function assertCorsOrigins(origins: readonly string[] | undefined) {
  const invalid = (origins ?? []).find((origin) => !isValidOrigin(origin));
  if (invalid !== undefined) {
    throw new RequestError('application.invalid_cors_origin', 422, { origin: invalid });
  }
}

/** Stored OIDC metadata: what the rules below read. */
type StoredOidcMetadata = {
  tokenEndpointAuthMethod?: string;
  jwksUri?: string | null;
  jwks?: unknown;
};

/**
 * The client authentication of an application, checked on what will be stored (after a merge):
 * only confidential types choose a method (public ones use none), `private_key_jwt` needs the
 * client's public keys (RFC 7523 §2.2), and the keys come either by URI or inline, never both
 * (OIDC Registration §2).
 */
export function assertClientAuthentication(type: string, oidc: StoredOidcMetadata) {
  if (oidc.tokenEndpointAuthMethod !== undefined && !hasSecrets(type)) {
    throw new RequestError('application.invalid_token_endpoint_auth_method', 422, {
      type,
      method: oidc.tokenEndpointAuthMethod,
    });
  }
  const hasJwksUri = oidc.jwksUri !== undefined && oidc.jwksUri !== null;
  const hasJwks = oidc.jwks !== undefined && oidc.jwks !== null;
  if (hasJwksUri && hasJwks) {
    throw new RequestError('application.jwks_and_jwks_uri_exclusive', 422);
  }
  if (oidc.tokenEndpointAuthMethod === 'private_key_jwt' && !hasJwksUri && !hasJwks) {
    throw new RequestError('application.private_key_jwt_requires_keys', 422);
  }
}

/** The device authorization grant (RFC 8628) is for Native applications (input-constrained devices). */
export function assertCustomClientMetadataFor(type: string, custom: { isDeviceFlow?: boolean }) {
  if (custom.isDeviceFlow === true && type !== 'Native') {
    throw new RequestError('application.device_flow_native_only', 422, { type });
  }
}

/** Merges a body's metadata into the stored one; a key sent as `null` is removed. */
export function mergeMetadata<T extends Record<string, unknown>>(
  stored: Record<string, unknown>,
  patch: T | undefined,
): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...stored, ...patch };
  for (const [key, value] of Object.entries(merged)) {
    if (value === null) {
      delete merged[key];
    }
  }
  return merged;
}
