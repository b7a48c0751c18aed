import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { useExperienceEnv } from '../app/experience-env';
import { createExperienceApi, type ExperienceApi } from './experience-api';

/** The tenant's experience API; requests carry the current UI language. */
export const useExperienceApi = (): ExperienceApi => {
  const { apiBase } = useExperienceEnv();
  const { i18n } = useTranslation();
  return useMemo(
    () => createExperienceApi({ apiBase, getLanguage: () => i18n.language }),
    [apiBase, i18n],
  );
};
