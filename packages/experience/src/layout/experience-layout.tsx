import { experienceApi, wellKnownApi } from '@tessera/schemas';
import { Suspense, useCallback, useMemo } from 'react';
import { Outlet } from 'react-router';

import { useExperienceApi } from '../api/use-experience-api';
import { PageSkeleton } from '../app/page-skeleton';
import { LoadErrorView } from '../components/error-view/load-error-view';
import { ExperienceConfigContext } from '../config/config-context';
import { useLoad } from '../hooks/use-load';
import {
  ExperienceSettingsContext,
  type ExperienceSettings,
} from '../sign-in-exp/sign-in-exp-context';
import { useApplyBranding } from '../sign-in-exp/use-apply-branding';
import { useTenantLanguage } from '../sign-in-exp/use-tenant-phrases';
import { ExperienceFrame } from './experience-frame';

type Loaded = {
  config: Awaited<ReturnType<typeof loadBoth>>[0];
  settings: ExperienceSettings;
};

const loadBoth = async (api: ReturnType<typeof useExperienceApi>, signal: AbortSignal) =>
  Promise.all([
    api.call(experienceApi.getConfig, { signal }),
    api.call(wellKnownApi.getSignInExperience, { signal }),
  ]);

/** Applies the tenant's look and language while its pages show. */
const Branded = ({ data }: { data: Loaded }) => {
  const { signInExperience } = data.settings;
  useApplyBranding(signInExperience);
  useTenantLanguage(signInExperience.languageInfo);
  return (
    <ExperienceConfigContext value={data.config}>
      <ExperienceSettingsContext value={data.settings}>
        <ExperienceFrame branding={signInExperience.branding}>
          <Suspense fallback={<PageSkeleton />}>
            <Outlet />
          </Suspense>
        </ExperienceFrame>
      </ExperienceSettingsContext>
    </ExperienceConfigContext>
  );
};

/**
 * The frame of every page: loads the tenant's settings and sign-in experience once, applies its
 * branding, and keeps the footer in place while a page's code loads.
 */
export const ExperienceLayout = () => {
  const api = useExperienceApi();
  const load = useCallback(
    async (signal: AbortSignal): Promise<Loaded> => {
      const [config, signInExperience] = await loadBoth(api, signal);
      return { config, settings: { signInExperience, isPreview: false } };
    },
    [api],
  );
  const { state, reload } = useLoad(load);
  const loaded = useMemo(() => (state.status === 'ready' ? state.data : undefined), [state]);

  if (loaded) {
    return <Branded data={loaded} />;
  }
  return (
    <ExperienceFrame>
      {state.status === 'failed' ? (
        <LoadErrorView error={state.error} onRetry={reload} />
      ) : (
        <PageSkeleton />
      )}
    </ExperienceFrame>
  );
};
