import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { useApi } from '../../api/use-api';

/** `private-keys` sign tokens; `cookie-keys` sign the provider's cookies. */
export type OidcKeyType = 'private-keys' | 'cookie-keys';
export type SigningKeyAlgorithm = 'EC' | 'RSA';

/** A key as the Management API lists it (no key material), current first. */
export interface OidcKey {
  id: string;
  /** Epoch milliseconds. */
  createdAt: number;
  signingKeyAlgorithm?: SigningKeyAlgorithm;
}

const keysQueryKey = (tenantId: string, keyType: OidcKeyType) => ['oidc-keys', tenantId, keyType] as const;
const keysPath = (keyType: OidcKeyType) => `api/configs/oidc/${keyType}`;

export const useOidcKeys = (tenantId: string, keyType: OidcKeyType) => {
  const api = useApi();
  return useQuery({
    queryKey: keysQueryKey(tenantId, keyType),
    queryFn: () => api.get<OidcKey[]>(keysPath(keyType)),
  });
};

/** Rotation answers with the new list, which replaces the cached one. */
export const useRotateOidcKeys = (tenantId: string, keyType: OidcKeyType) => {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (signingKeyAlgorithm?: SigningKeyAlgorithm) =>
      api.post<OidcKey[]>(`${keysPath(keyType)}/rotate`, {
        json: signingKeyAlgorithm ? { signingKeyAlgorithm } : {},
      }),
    onSuccess: (keys) => queryClient.setQueryData(keysQueryKey(tenantId, keyType), keys),
  });
};

export const useDeleteOidcKey = (tenantId: string, keyType: OidcKeyType) => {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (keyId: string) => api.delete(`${keysPath(keyType)}/${encodeURIComponent(keyId)}`),
    onSuccess: (_result, keyId) =>
      queryClient.setQueryData<OidcKey[]>(keysQueryKey(tenantId, keyType), (keys) =>
        keys?.filter((key) => key.id !== keyId),
      ),
  });
};
