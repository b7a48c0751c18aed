import { useSuspenseQuery } from '@tanstack/react-query';

import { useApi } from './use-api';

export type Edition = 'oss' | 'cloud';

/** `GET /api/.well-known/console-config`: what the server tells the console about itself. */
export interface ConsoleConfig {
  edition: Edition;
  version: string;
  devFeaturesEnabled: boolean;
}

export const consoleConfigQueryKey = ['console-config'] as const;

const parseConsoleConfig = (value: unknown): ConsoleConfig => {
  const config = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  if (config.edition !== 'oss' && config.edition !== 'cloud') {
    throw new TypeError('The server sent a console config without a known edition');
  }
  return {
    edition: config.edition,
    version: typeof config.version === 'string' ? config.version : '',
    devFeaturesEnabled: config.devFeaturesEnabled === true,
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
