import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';

import { usePendingInvitations } from '../../api/invitations/queries';
import { useTenants } from '../../api/tenants/queries';
import { LoadingView } from '../../ds/loading-view/loading-view';
import { InvitationLanding } from '../../pages/invitation-landing/invitation-landing';
import { TenantLanding } from '../../pages/tenant-landing/tenant-landing';

/**
 * `/` in cloud (spec 000 §2.2): a loading view, then the user's first tenant, or the landing
 * placeholder when they have none. Onboarding and pending invitations come before this once
 * they exist; no default tenant is remembered yet, so the oldest tenant is the one opened.
 */
export const CloudRoot = () => {
  const { t } = useTranslation();
  const tenants = useTenants();
  if (tenants.isPending) {
    return <LoadingView label={t('general.loading')} />;
  }
  if (tenants.isError) {
    // The route's error page offers to retry.
    throw tenants.error;
  }
  const [first] = tenants.data;
  if (first) {
    return <Navigate to={`/${first.id}`} replace />;
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
