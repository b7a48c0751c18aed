import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { ListPage } from '../../components/list-page/list-page';
import { OidcKeysCard } from './oidc-keys-card';
import styles from './signing-keys.module.css';

/** `/{tenantId}/signing-keys`: the tenant's token signing keys and cookie keys. */
export default function SigningKeysPage() {
  const { t } = useTranslation();
  const { tenantId = '' } = useParams();
  return (
    <ListPage title={t('pages.signing_keys.title')} subtitle={t('pages.signing_keys.subtitle')}>
      <div className={styles.cards}>
        <OidcKeysCard tenantId={tenantId} keyType="private-keys" />
        <OidcKeysCard tenantId={tenantId} keyType="cookie-keys" />
      </div>
    </ListPage>
  );
}
