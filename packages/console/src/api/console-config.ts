import { useSuspenseQuery } from '@tanstack/react-query';

import { useApi } from './use-api';

export type Edition = 'oss' | 'cloud';

/** How the console signs its users in: the admin tenant's issuer and the console's client. */
export interface SignInConfig {
  issuer: string;
  clientId: string;
  /** The Management API resource indicator: the access token's audience. */
  resource: string;
  scopes: string[];
  /** The sign-in app's "create the first administrator" page. */
  firstAdminUrl: string;
}

/** `GET /api/.well-known/console-config`: what the server tells the console about itself. */
export interface ConsoleConfig {
  edition: Edition;
  version: string;
  devFeaturesEnabled: boolean;
  signIn: SignInConfig;
}

export const consoleConfigQueryKey = ['console-config'] as const;

const asRecord = (value: unknown) =>
  (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;

const parseSignInConfig = (value: unknown): SignInConfig => {
  const { issuer, clientId, resource, scopes, firstAdminUrl } = asRecord(value);
  if (
    typeof issuer !== 'string' ||
    typeof clientId !== 'string' ||
    typeof resource !== 'string' ||
    typeof firstAdminUrl !== 'string' ||
    !Array.isArray(scopes) ||
    !scopes.every((scope) => typeof scope === 'string')
  ) {
    throw new TypeError('The server sent a console config without a usable sign-in section');
  }
  return { issuer, clientId, resource, scopes, firstAdminUrl };
};

export const parseConsoleConfig = (value: unknown): ConsoleConfig => {
  const config = asRecord(value);
  if (config.edition !== 'oss' && config.edition !== 'cloud') {
    throw new TypeError('The server sent a console config without a known edition');
  }
  return {
    edition: config.edition,
    version: typeof config.version === 'string' ? config.version : '',
    devFeaturesEnabled: config.devFeaturesEnabled === true,
    signIn: parseSignInConfig(config.signIn),
  };
};

/**
 * The console config. It suspends until loaded: the app shows a loading view meanwhile, and the
 * error page if the server cannot answer.
 */
export const useConsoleConfig = () => {
  const api = useApi({ hideErrorToast: true });
  const { data } = useSuspenseQuery({
    queryKey: consoleConfigQueryKey,
    queryFn: async () => parseConsoleConfig(await api.get('api/.well-known/console-config')),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return data;
};
