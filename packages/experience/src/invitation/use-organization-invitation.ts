import { experienceApi, type ExperienceInvitation } from '@tessera/schemas';
import { useCallback } from 'react';

import { useExperienceApi } from '../api/use-experience-api';
import { useLoad } from '../hooks/use-load';

/**
 * The pending organization invitation the authorization request carries, read only when the
 * interaction says it carries one (`hasOrganizationInvitation`).
 */
export const useOrganizationInvitation = (hasInvitation: boolean) => {
  const api = useExperienceApi();
  const load = useCallback(
    async (signal: AbortSignal): Promise<ExperienceInvitation | undefined> =>
      hasInvitation ? api.call(experienceApi.getOrganizationInvitation, { signal }) : undefined,
    [api, hasInvitation],
  );
  return useLoad(load);
};
