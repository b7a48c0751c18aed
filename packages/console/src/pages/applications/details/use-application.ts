import { useQuery } from '@tanstack/react-query';

import { useApi } from '../../../api/use-api';
import type { Application } from '../../../components/api-entities/application';

export const applicationPath = (id: string) => `api/applications/${id}`;

/** The application of a details page; a missing one (404) is shown by the page, not toasted. */
export const useApplication = (id: string) => {
  const api = useApi({ hideErrorToast: ['entity.not_exists_with_id'] });
  return useQuery({
    queryKey: [applicationPath(id)],
    queryFn: ({ signal }) => api.get<Application>(applicationPath(id), { signal }),
  });
};
