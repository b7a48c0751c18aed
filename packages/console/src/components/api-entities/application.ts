import type { ApplicationType } from '@tessera/schemas';

export type { ApplicationType } from '@tessera/schemas';

/** `GET /api/applications/{id}` as the console reads it. Times are epoch milliseconds. */
export interface Application {
  id: string;
  name: string;
  description: string | null;
  type: ApplicationType;
  oidcClientMetadata: {
    redirectUris: string[];
    postLogoutRedirectUris: string[];
    backchannelLogoutUri?: string;
    backchannelLogoutSessionRequired?: boolean;
    logoUri?: string;
  };
  customClientMetadata: {
    corsAllowedOrigins?: string[];
    idTokenTtl?: number;
    refreshTokenTtl?: number;
    refreshTokenTtlInDays?: number;
    alwaysIssueRefreshToken?: boolean;
    rotateRefreshToken?: boolean;
  };
  protectedAppMetadata: {
    host: string;
    origin: string;
    sessionDuration: number;
    pageRules: Array<{ path: string }>;
  } | null;
  customData: Record<string, unknown>;
  isThirdParty: boolean;
  createdAt: number;
  /** Only on the single-application answer. */
  isAdmin?: boolean;
}

/** `POST /api/applications` answers the initial secret of a confidential application once. */
export type CreatedApplication = Application & { secret?: string };

export interface ApplicationSecret {
  applicationId: string;
  name: string;
  createdAt: number;
  expiresAt: number | null;
}

export type CreatedApplicationSecret = ApplicationSecret & { value: string };

/** Types that authenticate with a secret, and so have secrets to manage. */
export const confidentialApplicationTypes: readonly ApplicationType[] = ['Traditional', 'MachineToMachine', 'Protected'];

export const hasSecrets = (type: ApplicationType) => confidentialApplicationTypes.includes(type);

/** Types that sign users in through redirects (and so have redirect URIs and refresh tokens). */
export const isUserFacingType = (type: ApplicationType) => type === 'Native' || type === 'SPA' || type === 'Traditional';

/** Types that may be third-party applications, asking users for consent. */
export const thirdPartyCapableTypes: readonly ApplicationType[] = ['Traditional', 'SPA', 'Native'];
