import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { useExperienceEnv } from '../app/experience-env';
import { createExperienceApi, type ExperienceApi } from './experience-api';

/** The tenant's experience API; requests carry the current UI language. */
export const useExperienceApi = (): ExperienceApi => {
  const { apiBase } = useExperienceEnv();
  const { i18n } = useTranslation();
  // Read at call time: the client (and every load keyed on it) must outlive a language switch.
  const current = useRef(i18n);
  current.current = i18n;
  return useMemo(
    () => createExperienceApi({ apiBase, getLanguage: () => current.current.language }),
    [apiBase],
  );
};
