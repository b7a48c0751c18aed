import { useConfirm } from '../confirm/use-confirm';
import { IconButton } from '../../ds/icon-button/icon-button';
import { MailIcon } from '../../ds/icons/action-icons';
import { CloseIcon } from '../../ds/icons/icons';
import { useToast } from '../../ds/toast/use-toast';
import styles from './invitation-row-actions.module.css';

/** The texts of the actions, translated by the caller's area (tenant members, organizations). */
export interface InvitationRowActionsLabels {
  resend: string;
  revoke: string;
  /** Titles the confirmation and names its button. */
  revokeTitle: string;
  revokeConfirm: string;
  resent: string;
  revoked: string;
}

interface InvitationRowActionsProps {
  invitationId: string;
  labels: InvitationRowActionsLabels;
  /** The area's mutations, which refresh what they change; their errors are shown by the API layer. */
  onResend: () => Promise<unknown>;
  onRevoke: () => Promise<unknown>;
  isResending: boolean;
}

/** A pending invitation's row actions: send it again, or revoke it once confirmed. */
export const InvitationRowActions = ({
  invitationId,
  labels,
  onResend,
  onRevoke,
  isResending,
}: InvitationRowActionsProps) => {
  const toast = useToast();
  const { show } = useConfirm();

  const confirmRevoke = async () => {
    const [confirmed] = await show({
      title: labels.revokeTitle,
      content: labels.revokeConfirm,
      confirmButtonText: labels.revokeTitle,
      isDanger: true,
    });
    if (confirmed) {
      await onRevoke();
      toast.success(labels.revoked);
    }
  };
  const resend = async () => {
    await onResend();
    toast.success(labels.resent);
  };

  return (
    <span className={styles.rowActions}>
      <IconButton
        size="small"
        label={labels.resend}
        disabled={isResending}
        data-testid={`resend-invitation-${invitationId}`}
        onClick={() => void resend().catch(() => undefined)}
      >
        <MailIcon size={16} />
      </IconButton>
      <IconButton
        size="small"
        label={labels.revoke}
        data-testid={`revoke-invitation-${invitationId}`}
        onClick={() => void confirmRevoke().catch(() => undefined)}
      >
        <CloseIcon size={16} />
      </IconButton>
    </span>
  );
};
