import { useTranslation } from 'react-i18next';

import { ComingSoon } from '../../components/coming-soon/coming-soon';
import { ListPage } from '../../components/list-page/list-page';

export default function DashboardPage() {
  const { t } = useTranslation();
  return (
    <ListPage title={t('pages.dashboard.title')} subtitle={t('pages.dashboard.subtitle')}>
      <ComingSoon />
    </ListPage>
  );
}
