import type { CurrentUser } from '@tessera/schemas';
import { useTranslation } from 'react-i18next';

import { useMySocialConnectors, useUnlinkMySocialIdentity } from '../../../api/me/social';
import { useConfirm } from '../../../components/confirm/use-confirm';
import { Button } from '../../../ds/button/button';
import { useToast } from '../../../ds/toast/use-toast';
import { ProfileRow, ProfileSection } from '../profile-section';
import styles from '../profile.module.css';
import { linkedAccountLabel } from './linked-account-label';
import { useSocialLink } from './use-social-link';

/**
 * Cloud only: the admin tenant's social connectors, each with the account linked through it, a
 * link button (popup flow) or an unlink button (after a confirmation).
 */
export const LinkedAccountsSection = ({ user }: { user: CurrentUser }) => {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const { show } = useConfirm();
  const connectors = useMySocialConnectors();
  const { link, isLinking } = useSocialLink();
  const unlink = useUnlinkMySocialIdentity();

  const confirmUnlink = async (connectorId: string, name: string) => {
    const [confirmed] = await show({
      title: t('profile.linked_accounts.unlink_title', { name }),
      content: t('profile.linked_accounts.unlink_confirm', { name }),
      confirmButtonText: t('profile.linked_accounts.unlink'),
      isDanger: true,
    });
    if (!confirmed) {
      return;
    }
    await unlink.mutateAsync(connectorId);
    toast.success(t('profile.linked_accounts.unlinked', { name }));
  };

  return (
    <ProfileSection title={t('profile.sections.linked_accounts')} data-testid="linked-accounts">
      {connectors.data?.length === 0 && (
        <p className={styles.muted}>{t('profile.linked_accounts.none')}</p>
      )}
      {connectors.isError && <p className={styles.muted}>{t('shared_list.load_failed')}</p>}
      {connectors.data?.map((connector) => {
        const name = connector.name[i18n.language] ?? connector.name.en ?? connector.target;
        const identity = user.identities[connector.target];
        return (
          <ProfileRow
            key={connector.id}
            label={name}
            data-testid={`linked-account-${connector.target}`}
            action={
              identity ? (
                <Button
                  size="small"
                  data-testid={`unlink-${connector.target}`}
                  onClick={() => void confirmUnlink(connector.id, name).catch(() => undefined)}
                >
                  {t('profile.linked_accounts.unlink')}
                </Button>
              ) : (
                <Button
                  size="small"
                  isLoading={isLinking}
                  data-testid={`link-${connector.target}`}
                  onClick={() => void link(connector.id).catch(() => undefined)}
                >
                  {t('profile.linked_accounts.link')}
                </Button>
              )
            }
          >
            {identity ? (
              (linkedAccountLabel(identity.details) ?? t('profile.linked_accounts.linked'))
            ) : (
              <span className={styles.muted}>{t('profile.not_set')}</span>
            )}
          </ProfileRow>
        );
      })}
    </ProfileSection>
  );
};
