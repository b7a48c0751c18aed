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
