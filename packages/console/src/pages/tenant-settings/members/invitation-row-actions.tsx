import type { TenantMemberInvitation } from '@tessera/schemas';
import { useTranslation } from 'react-i18next';

import { useResendTenantInvitation, useRevokeTenantInvitation } from '../../../api/tenant-members/mutations';
import { InvitationRowActions } from '../../../components/invitation-row-actions/invitation-row-actions';

/** A pending tenant invitation can be sent again, or revoked once confirmed. */
export const TenantInvitationRowActions = ({ tenantId, invitation }: { tenantId: string; invitation: TenantMemberInvitation }) => {
  const { t } = useTranslation();
  const resend = useResendTenantInvitation(tenantId);
  const revoke = useRevokeTenantInvitation(tenantId);
  const email = invitation.invitee;

  return (
    <InvitationRowActions
      invitationId={invitation.id}
      labels={{
        resend: t('tenant_members.resend', { email }),
        revoke: t('tenant_members.revoke', { email }),
        revokeTitle: t('tenant_members.revoke_title'),
        revokeConfirm: t('tenant_members.revoke_confirm', { email }),
        resent: t('tenant_members.resent'),
        revoked: t('tenant_members.revoked'),
      }}
      isResending={resend.isPending}
      onResend={() => resend.mutateAsync(invitation.id)}
      onRevoke={() => revoke.mutateAsync(invitation.id)}
    />
  );
};
