import type { OrganizationInvitation } from '@tessera/schemas';
import { useTranslation } from 'react-i18next';

import {
  useDeleteOrganizationInvitation,
  useResendOrganizationInvitation,
  useRevokeOrganizationInvitation,
} from '../../../api/organization-invitations/mutations';
import { RemoveButton } from '../../../components/remove-button/remove-button';
import { useConfirm } from '../../../components/confirm/use-confirm';
import { IconButton } from '../../../ds/icon-button/icon-button';
import { MailIcon } from '../../../ds/icons/action-icons';
import { CloseIcon } from '../../../ds/icons/icons';
import { useToast } from '../../../ds/toast/use-toast';
import styles from '../shared/organizations.module.css';

/** A pending invitation can be sent again or revoked; any other is only deleted. */
export const InvitationRowActions = ({ invitation }: { invitation: OrganizationInvitation }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const { show } = useConfirm();
  const resend = useResendOrganizationInvitation();
  const revoke = useRevokeOrganizationInvitation();
  const remove = useDeleteOrganizationInvitation();
  const email = invitation.invitee;

  const confirmRevoke = async () => {
    const [confirmed] = await show({
      title: t('organizations.invitations.revoke'),
      content: t('organizations.invitations.revoke_confirm', { email }),
      confirmButtonText: t('organizations.invitations.revoke'),
      isDanger: true,
    });
    if (confirmed) {
      await revoke.mutateAsync(invitation.id);
      toast.success(t('organizations.invitations.revoked'));
    }
  };
  const resendEmail = async () => {
    await resend.mutateAsync(invitation.id);
    toast.success(t('organizations.invitations.resent'));
  };

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
    <span className={styles.rowActions}>
      <IconButton
        size="small"
        label={t('organizations.invitations.resend')}
        disabled={resend.isPending}
        data-testid={`resend-invitation-${invitation.id}`}
        onClick={() => void resendEmail().catch(() => undefined)}
      >
        <MailIcon size={16} />
      </IconButton>
      <IconButton
        size="small"
        label={t('organizations.invitations.revoke')}
        data-testid={`revoke-invitation-${invitation.id}`}
        onClick={() => void confirmRevoke().catch(() => undefined)}
      >
        <CloseIcon size={16} />
      </IconButton>
    </span>
  );
};
