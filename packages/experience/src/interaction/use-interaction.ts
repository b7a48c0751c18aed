import { experienceApi } from '@tessera/schemas';
import { useCallback } from 'react';

import { useExperienceApi } from '../api/use-experience-api';
import { useLoad } from '../hooks/use-load';

/** The OIDC interaction this page belongs to (identified by the server through its cookie). */
export const useInteraction = () => {
  const api = useExperienceApi();
  const load = useCallback(
    (signal: AbortSignal) => api.call(experienceApi.getInteraction, { signal }),
    [api],
  );
  return useLoad(load);
};
