import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { getErrorMessage } from '../../../api/error-message';
import { useLinkMySocialIdentity } from '../../../api/me/social';
import { RequestError } from '../../../api/request-error';
import { useConfirm } from '../../../components/confirm/use-confirm';
import { PageTitle } from '../../../components/page-title/page-title';
import { LoadingView } from '../../../ds/loading-view/loading-view';
import { handleSocialUrl } from './handle-social-path';
import { socialLinkDoneMessage, takePendingLink } from './linking-storage';
import styles from './social-pages.module.css';

/** Error codes the user is told of in words of their own; any other shows the server's message. */
const knownFailures = {
  'user.identity_already_in_use': 'profile.linked_accounts.already_in_use',
} as const;

/**
 * `/handle-social`: where the provider returns the linking popup. Posts the link for the
 * connector remembered in the session with the provider's answer (its query parameters and the
 * redirect URI), tells the profile that opened it, and closes. A failure (the account is linked
 * to another user, a state that does not match) is shown in an alert first. Opened in the
 * console's own tab (a blocked popup), it goes back to the profile instead of closing.
 */
export default function HandleSocialPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { show } = useConfirm();
  const { mutateAsync: linkIdentity } = useLinkMySocialIdentity({ hideErrorToast: true });
  const hasStarted = useRef(false);
  const [isDone, setDone] = useState(false);

  useEffect(() => {
    if (hasStarted.current) {
      return;
    }
    hasStarted.current = true;
    const finish = () => {
      setDone(true);
      if (window.opener) {
        (window.opener as Window).postMessage(socialLinkDoneMessage, window.location.origin);
        window.close();
      } else {
        void navigate('/profile', { replace: true });
      }
    };
    const alert = async (content: string) => {
      await show({ type: 'alert', title: t('profile.linked_accounts.link_failed'), content });
    };

    const run = async () => {
      const query = Object.fromEntries(new URLSearchParams(window.location.search));
      const pending = takePendingLink();
      if (!pending || (query.state !== undefined && query.state !== pending.state)) {
        await alert(t('profile.linked_accounts.state_mismatch'));
        return;
      }
      try {
        await linkIdentity({
          connectorId: pending.connectorId,
          connectorData: { ...query, redirectUri: handleSocialUrl() },
        });
      } catch (error) {
        const known =
          error instanceof RequestError && error.code && error.code in knownFailures
            ? knownFailures[error.code as keyof typeof knownFailures]
            : undefined;
        await alert(known ? t(known) : getErrorMessage(error, t));
      }
    };
    void run().finally(finish);
  }, [linkIdentity, navigate, show, t]);

  return (
    <main className={styles.page} data-testid="handle-social">
      <PageTitle title={t('profile.linked_accounts.linking')} />
      {!isDone && <LoadingView label={t('profile.linked_accounts.linking')} />}
    </main>
  );
}
