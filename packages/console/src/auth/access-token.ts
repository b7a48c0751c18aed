import { createContext, useContext } from 'react';

/** Resolves to the access token for API calls, or undefined when there is none. */
export type AccessTokenGetter = () => Promise<string | undefined>;

const noToken: AccessTokenGetter = async () => undefined;

/**
 * Where sign-in plugs into the API layer: an auth provider renders this provider with a getter
 * backed by its OIDC client, and every `useApi` call starts sending the bearer token.
 */
const AccessTokenContext = createContext<AccessTokenGetter>(noToken);

export const AccessTokenProvider = AccessTokenContext.Provider;

export const useAccessTokenGetter = () => useContext(AccessTokenContext);

/** Resolves to an access token for `resource`, or undefined when there is none. */
export type ResourceAccessTokenGetter = (resource: string) => Promise<string | undefined>;

const noResourceToken: ResourceAccessTokenGetter = async () => undefined;

/** The same plug for tokens of other resources the console signed in for (the cloud API). */
const ResourceAccessTokenContext = createContext<ResourceAccessTokenGetter>(noResourceToken);

export const ResourceAccessTokenProvider = ResourceAccessTokenContext.Provider;

export const useResourceAccessTokenGetter = () => useContext(ResourceAccessTokenContext);

/** Resolves to an organization token for `organizationId` (cloud: `t-{tenantId}`), or undefined. */
export type OrganizationTokenGetter = (organizationId: string) => Promise<string | undefined>;

const noOrganizationToken: OrganizationTokenGetter = async () => undefined;

/** The plug for organization tokens, which tenant-scoped calls of the cloud API carry. */
const OrganizationTokenContext = createContext<OrganizationTokenGetter>(noOrganizationToken);

export const OrganizationTokenProvider = OrganizationTokenContext.Provider;

export const useOrganizationTokenGetter = () => useContext(OrganizationTokenContext);
