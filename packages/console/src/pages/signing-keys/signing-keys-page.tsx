import { useTranslation } from 'react-i18next';

import { ComingSoon } from '../../components/coming-soon/coming-soon';
import { ListPage } from '../../components/list-page/list-page';

export default function SigningKeysPage() {
  const { t } = useTranslation();
  return (
    <ListPage title={t('pages.signing_keys.title')} subtitle={t('pages.signing_keys.subtitle')}>
      <ComingSoon />
    </ListPage>
  );
}
