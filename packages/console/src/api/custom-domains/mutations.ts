import { customDomainApi, type CustomDomainResponse } from '@tessera/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { useApi, type UseApiOptions } from '../use-api';
import { customDomainKeys } from './keys';

/** Adding answers with the domain and its DNS records: it becomes the cached list. */
export const useAddCustomDomain = (tenantId: string, options: UseApiOptions = {}) => {
  const api = useApi(options);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (domain: string) => api.call(customDomainApi.create, { body: { domain } }),
    onSuccess: (created) =>
      queryClient.setQueryData<CustomDomainResponse[]>(customDomainKeys.list(tenantId), (domains = []) => [
        ...domains.filter(({ id }) => id !== created.id),
        created,
      ]),
  });
};

export const useDeleteCustomDomain = (tenantId: string) => {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.call(customDomainApi.delete, { params: { id } }),
    onSuccess: (_result, id) =>
      queryClient.setQueryData<CustomDomainResponse[]>(customDomainKeys.list(tenantId), (domains) =>
        domains?.filter((domain) => domain.id !== id),
      ),
  });
};
