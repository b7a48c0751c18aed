import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';

import { useAcceptInvitation } from '../../api/invitations/mutations';
import { useInvitation } from '../../api/invitations/queries';
import { useCurrentUser } from '../../api/me/queries';
import { RequestError } from '../../api/request-error';
import { useAuth } from '../../auth/auth-context';
import { StandaloneLayout } from '../../components/standalone-layout/standalone-layout';
import { Button } from '../../ds/button/button';
import { EmptyState } from '../../ds/empty-state/empty-state';
import { LoadingView } from '../../ds/loading-view/loading-view';
import { useToast } from '../../ds/toast/use-toast';

const statusOf = (error: unknown) => (error instanceof RequestError ? error.status : undefined);

/** Signed in with another email than the invited one (spec 000 §6): offer to switch accounts. */
const EmailMismatch = () => {
  const { t } = useTranslation();
  const { restartSignIn } = useAuth();
  const user = useCurrentUser();
  return (
    <EmptyState
      title={t('invitation.email_mismatch_title')}
      description={t('invitation.email_mismatch_description', { email: user.data?.primaryEmail ?? '' })}
      action={
        <Button variant="primary" data-testid="switch-account" onClick={restartSignIn}>
          {t('invitation.switch_account')}
        </Button>
      }
      data-testid="invitation-email-mismatch"
    />
  );
};

const Problem = ({ message }: { message: string }) => {
  const { t } = useTranslation();
  return (
    <EmptyState
      title={message}
      action={<Link to="/">{t('invitation.back_to_console')}</Link>}
      data-testid="invitation-problem"
    />
  );
};

/**
 * `/accept/{invitationId}` (spec 000 §4.3): reads the invitation; a pending one is accepted at
 * once, the tenant list reloads and the console opens the tenant. Any other status, an unknown
 * invitation and one for another email each get their own screen.
 */
export default function AcceptInvitationPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const { invitationId = '' } = useParams();
  const invitation = useInvitation(invitationId, { hideErrorToast: true });
  const accept = useAcceptInvitation({ hideErrorToast: ['invitation.invalid_invitation_status'] });
  const hasStarted = useRef(false);
  const pending = invitation.data?.status === 'Pending' ? invitation.data : undefined;

  useEffect(() => {
    if (!pending || hasStarted.current) {
      return;
    }
    hasStarted.current = true;
    void accept
      .mutateAsync(pending.id)
      .then(async (accepted) => {
        toast.success(t('invitation.joined', { name: accepted.tenantName }));
        await navigate(`/${accepted.tenantId}`, { replace: true });
      })
      .catch(() => undefined);
  }, [accept, navigate, pending, t, toast]);

  const body = () => {
    if (statusOf(invitation.error) === 403) {
      return <EmailMismatch />;
    }
    if (statusOf(invitation.error) === 404) {
      return <Problem message={t('invitation.invitation_not_found')} />;
    }
    if (invitation.isError) {
      throw invitation.error;
    }
    if (invitation.isPending || (pending && !accept.isError)) {
      return <LoadingView label={t('invitation.accepting')} />;
    }
    return <Problem message={t('invitation.invalid_invitation_status')} />;
  };

  return <StandaloneLayout title={t('invitation.accept_title')}>{body()}</StandaloneLayout>;
}
