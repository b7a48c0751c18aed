import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';

import { getAuthFailure } from '../../api/auth-failure';
import { useCurrentUser } from '../../api/me/queries';
import { RequestError } from '../../api/request-error';
import { OnboardingLayout } from './onboarding-layout';

/**
 * `/onboarding/*` (cloud, spec 000 §2.3): the frame of its three steps (welcome, create-tenant,
 * the new tenant's sign-in experience), in the light theme whatever the user's appearance setting.
 */
export default function OnboardingPage() {
  const { t } = useTranslation();
  const { error } = useCurrentUser();
  // The route's error page offers to retry; a session failure is the auth layer's to handle.
  if (error && !(error instanceof RequestError && getAuthFailure(error))) {
    throw error;
  }
  return (
    <OnboardingLayout title={t('onboarding.title')}>
      <Outlet />
    </OnboardingLayout>
  );
}
