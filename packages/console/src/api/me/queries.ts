import { useQuery } from '@tanstack/react-query';

import { useAuth } from '../../auth/auth-context';
import { shellContracts } from '../load-shell-contracts';
import { useApi } from '../use-api';
import { meKeys } from './keys';

/*
 * The console shell reads the user before any page, so this area's contract comes from
 * `shellContracts` (zod stays out of the first load).
 */

/**
 * The signed-in console user. Fetched once per session and updated in place by the calls that
 * change it (profile edits, custom data), so it never refetches on its own. The answer is parsed
 * with the contract: the shell trusts it for preferences and tenants.
 */
export const useCurrentUser = () => {
  const { status } = useAuth();
  const api = useApi();
  const endpoint = shellContracts().meApi.get;
  return useQuery({
    queryKey: meKeys.user(),
    queryFn: async () => endpoint.response.parse(await api.call(endpoint, {})),
    staleTime: Number.POSITIVE_INFINITY,
    enabled: status === 'signed-in',
  });
};

/**
 * Whether avatars can be uploaded, and which types and size. Any failure, or an answer the
 * contract does not know, means "no uploads": the profile then takes a URL, without a toast.
 */
export const useAvatarServiceStatus = () => {
  const api = useApi({ hideErrorToast: true });
  const endpoint = shellContracts().meApi.getAssetServiceStatus;
  return useQuery({
    queryKey: meKeys.assetServiceStatus(),
    queryFn: async ({ signal }) => endpoint.response.parse(await api.call(endpoint, { signal })),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
};
