import type { OrganizationInvitation } from '@tessera/schemas';
import { useTranslation } from 'react-i18next';

import {
  useDeleteOrganizationInvitation,
  useResendOrganizationInvitation,
  useRevokeOrganizationInvitation,
} from '../../../api/organization-invitations/mutations';
import { InvitationRowActions } from '../../../components/invitation-row-actions/invitation-row-actions';
import { RemoveButton } from '../../../components/remove-button/remove-button';

/** A pending invitation can be sent again or revoked; any other is only deleted. */
export const OrganizationInvitationRowActions = ({ invitation }: { invitation: OrganizationInvitation }) => {
  const { t } = useTranslation();
  const resend = useResendOrganizationInvitation();
  const revoke = useRevokeOrganizationInvitation();
  const remove = useDeleteOrganizationInvitation();
  const email = invitation.invitee;

  if (invitation.status !== 'Pending') {
    return (
      <RemoveButton
        label={t('organizations.invitations.delete')}
        confirmText={t('organizations.invitations.delete_confirm', { email })}
        doneText={t('organizations.invitations.deleted')}
        onRemove={() => remove.mutateAsync(invitation.id)}
        data-testid={`delete-invitation-${invitation.id}`}
      />
    );
  }
  return (
    <InvitationRowActions
      invitationId={invitation.id}
      labels={{
        resend: t('organizations.invitations.resend'),
        revoke: t('organizations.invitations.revoke'),
        revokeTitle: t('organizations.invitations.revoke'),
        revokeConfirm: t('organizations.invitations.revoke_confirm', { email }),
        resent: t('organizations.invitations.resent'),
        revoked: t('organizations.invitations.revoked'),
      }}
      isResending={resend.isPending}
      onResend={() => resend.mutateAsync(invitation.id)}
      onRevoke={() => revoke.mutateAsync(invitation.id)}
    />
  );
};
