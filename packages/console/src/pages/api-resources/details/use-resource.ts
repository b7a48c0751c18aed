import { useQuery } from '@tanstack/react-query';
import { useOutletContext } from 'react-router';

import { useApi } from '../../../api/use-api';
import type { Resource } from '../../../components/api-entities/resource';

export const resourcePath = (id: string) => `api/resources/${id}`;

/** The API resource of a details page; a missing one (404) is shown by the page, not toasted. */
export const useResource = (id: string) => {
  const api = useApi({ hideErrorToast: ['entity.not_exists_with_id'] });
  return useQuery({
    queryKey: [resourcePath(id)],
    queryFn: ({ signal }) => api.get<Resource>(resourcePath(id), { signal }),
  });
};

export interface ResourceOutletContext {
  resource: Resource;
}

/** The loaded resource, for the tabs rendered in the details page's outlet. */
export const useResourceOutlet = () => useOutletContext<ResourceOutletContext>();
