import { experienceApi, type ExperienceRedirect } from '@tessera/schemas';
import { useState } from 'react';

import { toRequestError, type RequestError } from '../../api/request-error';
import { useExperienceApi } from '../../api/use-experience-api';
import { useExperienceEnv } from '../../app/experience-env';

type Action = 'authorize' | 'cancel';

/** Authorize or cancel, then follow the server's redirect; one action at a time. */
export const useConsentActions = () => {
  const api = useExperienceApi();
  const { assignLocation } = useExperienceEnv();
  const [pending, setPending] = useState<Action>();
  const [error, setError] = useState<RequestError>();

  const run = async (action: Action, call: () => Promise<ExperienceRedirect>) => {
    setPending(action);
    setError(undefined);
    try {
      const { redirectTo } = await call();
      // Stay pending: the page is unloading.
      assignLocation(redirectTo);
    } catch (caught) {
      setError(toRequestError(caught));
      setPending(undefined);
    }
  };

  return {
    pending,
    error,
    authorize: () => run('authorize', () => api.call(experienceApi.consent, {})),
    cancel: () => run('cancel', () => api.call(experienceApi.abort, {})),
  };
};
