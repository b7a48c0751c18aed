import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';

import { readOnboardingState } from '../../api/me/onboarding-data';
import { useCurrentUser } from '../../api/me/queries';
import { useTenants } from '../../api/tenants/queries';
import { LoadingView } from '../../ds/loading-view/loading-view';
import { TenantLanding } from '../../pages/tenant-landing/tenant-landing';

/**
 * `/` in cloud (spec 000 §2.2): a loading view, then the user's first tenant, or the landing
 * placeholder when they have none; a user still onboarding goes to the onboarding instead.
 * Pending invitations come before this once they exist; no default tenant is remembered yet, so
 * the oldest tenant is the one opened.
 */
export const CloudRoot = () => {
  const { t } = useTranslation();
  const tenants = useTenants();
  const user = useCurrentUser();
  if (tenants.isPending || user.isPending) {
    return <LoadingView label={t('general.loading')} />;
  }
  // Onboarding is active in cloud until the user finishes it (spec 000 §4.8).
  if (user.data && !readOnboardingState(user.data.customData).isOnboardingDone) {
    return <Navigate to="/onboarding" replace />;
  }
  if (tenants.isError) {
    // The route's error page offers to retry.
    throw tenants.error;
  }
  const [first] = tenants.data;
  return first ? <Navigate to={`/${first.id}`} replace /> : <TenantLanding />;
};
