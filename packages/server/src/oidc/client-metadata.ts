import type { ClientMetadata } from 'oidc-provider';
import { randomBytes } from 'node:crypto';
import { tokenLifetimes } from '@tessera/schemas';
import type { ApplicationRow } from '../modules/applications/queries.js';

export const applicationTypes = ['Native', 'SPA', 'Traditional', 'MachineToMachine', 'Protected'] as const;
export type ApplicationType = (typeof applicationTypes)[number];

type OidcClientMetadata = {
  redirectUris?: string[];
  postLogoutRedirectUris?: string[];
  backchannelLogoutUri?: string;
  backchannelLogoutSessionRequired?: boolean;
  logoUri?: string;
};

/** Settings that shape tokens and CORS, kept beside the standard metadata. */
export type CustomClientMetadata = {
  corsAllowedOrigins?: string[];
  idTokenTtl?: number;
  refreshTokenTtlInDays?: number;
  alwaysIssueRefreshToken?: boolean;
  rotateRefreshToken?: boolean;
};

/** What the provider needs about an application besides its standard client metadata. */
export type ClientExtras = {
  type: ApplicationType;
  isThirdParty: boolean;
  custom: CustomClientMetadata;
  /** Every valid secret (decrypted); any of them authenticates the client. */
  secrets: string[];
};

const isPublic = (type: ApplicationType) => type === 'SPA' || type === 'Native';

/** Turns an application into oidc-provider client metadata. */
export function toClientMetadata(application: ApplicationRow, secrets: string[]): ClientMetadata {
  const type = application.type as ApplicationType;
  const oidc = application.oidc_client_metadata as OidcClientMetadata;
  const grantTypes =
    type === 'MachineToMachine'
      ? ['client_credentials']
      : ['authorization_code', 'refresh_token'];
  const metadata: ClientMetadata = {
    client_id: application.id,
    client_name: application.name,
    application_type: type === 'Native' ? 'native' : 'web',
    grant_types: grantTypes,
    response_types: type === 'MachineToMachine' ? [] : ['code'],
    redirect_uris: type === 'MachineToMachine' ? [] : (oidc.redirectUris ?? []),
    post_logout_redirect_uris: oidc.postLogoutRedirectUris ?? [],
    token_endpoint_auth_method: isPublic(type) ? 'none' : 'client_secret_basic',
    id_token_signed_response_alg: 'ES256',
  };
  if (!isPublic(type)) {
    // The provider requires a secret in the metadata; authentication itself compares against
    // every valid secret (client-secret-check.ts). Without one, nothing can match.
    metadata.client_secret = secrets[0] ?? unmatchableSecret();
  }
  if (oidc.backchannelLogoutUri) {
    metadata.backchannel_logout_uri = oidc.backchannelLogoutUri;
    metadata.backchannel_logout_session_required = oidc.backchannelLogoutSessionRequired ?? false;
  }
  if (oidc.logoUri) {
    metadata.logo_uri = oidc.logoUri;
  }
  return metadata;
}

export const refreshTokenTtlSeconds = (custom: CustomClientMetadata) =>
  (custom.refreshTokenTtlInDays ?? tokenLifetimes.refreshTokenDays) * 86_400;

const unmatchableSecret = () => `unset-${randomBytes(32).toString('base64url')}`;
