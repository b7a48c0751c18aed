import { useTranslation } from 'react-i18next';

import { ComingSoon } from '../../components/coming-soon/coming-soon';
import { ListPage } from '../../components/list-page/list-page';

export default function GetStartedPage() {
  const { t } = useTranslation();
  return (
    <ListPage title={t('pages.get_started.title')} subtitle={t('pages.get_started.subtitle')}>
      <ComingSoon />
    </ListPage>
  );
}
