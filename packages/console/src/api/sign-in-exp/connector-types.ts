import { connectorApi, type ConnectorType } from '@tessera/schemas';
import { useQuery } from '@tanstack/react-query';

import { useApi } from '../use-api';
import { signInExperienceKeys } from './keys';

/**
 * Which kinds of connector the tenant has set up: sign-up and sign-in by email or phone need an
 * email or SMS connector to send codes. Undefined until known; a failed read warns of nothing.
 */
export const useConnectorTypes = () => {
  const api = useApi({ hideErrorToast: true });
  const { data } = useQuery({
    queryKey: [...signInExperienceKeys.all, 'connector-types'],
    queryFn: async ({ signal }) =>
      new Set<ConnectorType>((await api.call(connectorApi.list, { signal })).map((connector) => connector.type)),
    retry: false,
  });
  return data;
};
