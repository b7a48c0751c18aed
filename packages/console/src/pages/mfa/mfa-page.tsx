import { useTranslation } from 'react-i18next';

import { ComingSoon } from '../../components/coming-soon/coming-soon';
import { ListPage } from '../../components/list-page/list-page';

export default function MfaPage() {
  const { t } = useTranslation();
  return (
    <ListPage title={t('pages.mfa.title')} subtitle={t('pages.mfa.subtitle')}>
      <ComingSoon />
    </ListPage>
  );
}
