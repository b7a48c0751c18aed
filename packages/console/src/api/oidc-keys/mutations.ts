import { oidcKeyApi, type OidcKey, type OidcKeyType, type SigningKeyAlgorithm } from '@tessera/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { useApi } from '../use-api';
import { oidcKeyKeys } from './keys';

/**
 * Rotation answers with the keys after it, which replace the cached list: asking again would
 * only repeat that answer. Cookie keys take no algorithm.
 */
export const useRotateOidcKeys = (tenantId: string, keyType: OidcKeyType) => {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (signingKeyAlgorithm?: SigningKeyAlgorithm) =>
      api.call(oidcKeyApi.rotate, { params: { keyType }, body: signingKeyAlgorithm ? { signingKeyAlgorithm } : {} }),
    onSuccess: (keys) => queryClient.setQueryData(oidcKeyKeys.list(tenantId, keyType), keys),
  });
};

/** Deleting answers nothing; the key leaves the cached list without a new request. */
export const useDeleteOidcKey = (tenantId: string, keyType: OidcKeyType) => {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (keyId: string) => api.call(oidcKeyApi.delete, { params: { keyType, keyId } }),
    onSuccess: (_result, keyId) =>
      queryClient.setQueryData<OidcKey[]>(oidcKeyKeys.list(tenantId, keyType), (keys) =>
        keys?.filter((key) => key.id !== keyId),
      ),
  });
};
