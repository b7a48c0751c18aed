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
