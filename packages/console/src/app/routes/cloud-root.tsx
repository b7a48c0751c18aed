import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';

import { usePendingInvitations } from '../../api/invitations/queries';
import { readOnboardingState } from '../../api/me/onboarding-data';
import { useCurrentUser } from '../../api/me/queries';
import { useTenants } from '../../api/tenants/queries';
import { LoadingView } from '../../ds/loading-view/loading-view';
import { InvitationLanding } from '../../pages/invitation-landing/invitation-landing';
import { TenantLanding } from '../../pages/tenant-landing/tenant-landing';

/**
 * `/` in cloud (spec 000 §2.2): a loading view; a user still onboarding goes to the onboarding;
 * then the default tenant (`customData.defaultTenantId` while it is still one of theirs, else
 * the first, §4.7); then the pending invitations, or the landing placeholder.
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
  const remembered = user.data?.customData.defaultTenantId;
  const [first] = tenants.data;
  const opened = tenants.data.find(({ id }) => id === remembered) ?? first;
  if (opened) {
    return <Navigate to={`/${opened.id}`} replace />;
  }
  // Step 4: pending invitations come before the landing placeholder.
  return <PendingInvitationsOrLanding />;
};

const PendingInvitationsOrLanding = () => {
  const { t } = useTranslation();
  const invitations = usePendingInvitations({ hideErrorToast: true });
  if (invitations.isPending) {
    return <LoadingView label={t('general.loading')} />;
  }
  return invitations.data?.length ? <InvitationLanding invitations={invitations.data} /> : <TenantLanding />;
};
