import type { TenantMemberInvitation } from '@tessera/schemas';
import { useTranslation } from 'react-i18next';

import { useResendTenantInvitation, useRevokeTenantInvitation } from '../../../api/tenant-members/mutations';
import { useConfirm } from '../../../components/confirm/use-confirm';
import { IconButton } from '../../../ds/icon-button/icon-button';
import { MailIcon } from '../../../ds/icons/action-icons';
import { CloseIcon } from '../../../ds/icons/icons';
import { useToast } from '../../../ds/toast/use-toast';
import styles from './members.module.css';

/** A pending invitation can be sent again, or revoked once confirmed. */
export const InvitationRowActions = ({ tenantId, invitation }: { tenantId: string; invitation: TenantMemberInvitation }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const { show } = useConfirm();
  const resend = useResendTenantInvitation(tenantId);
  const revoke = useRevokeTenantInvitation(tenantId);
  const email = invitation.invitee;

  const confirmRevoke = async () => {
    const [confirmed] = await show({
      title: t('tenant_members.revoke_title'),
      content: t('tenant_members.revoke_confirm', { email }),
      confirmButtonText: t('tenant_members.revoke_title'),
      isDanger: true,
    });
    if (confirmed) {
      await revoke.mutateAsync(invitation.id);
      toast.success(t('tenant_members.revoked'));
    }
  };
  const resendEmail = async () => {
    await resend.mutateAsync(invitation.id);
    toast.success(t('tenant_members.resent'));
  };

  return (
    <span className={styles.rowActions}>
      <IconButton
        size="small"
        label={t('tenant_members.resend', { email })}
        disabled={resend.isPending}
        data-testid={`resend-invitation-${invitation.id}`}
        onClick={() => void resendEmail().catch(() => undefined)}
      >
        <MailIcon size={16} />
      </IconButton>
      <IconButton
        size="small"
        label={t('tenant_members.revoke', { email })}
        data-testid={`revoke-invitation-${invitation.id}`}
        onClick={() => void confirmRevoke().catch(() => undefined)}
      >
        <CloseIcon size={16} />
      </IconButton>
    </span>
  );
};
