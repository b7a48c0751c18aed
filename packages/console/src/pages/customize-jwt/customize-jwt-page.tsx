import { useTranslation } from 'react-i18next';

import { ComingSoon } from '../../components/coming-soon/coming-soon';
import { ListPage } from '../../components/list-page/list-page';

/** `/customize-jwt`. */
export default function CustomizeJwtPage() {
  const { t } = useTranslation();
  return (
    <ListPage title={t('pages.customize_jwt.title')} subtitle={t('pages.customize_jwt.subtitle')}>
      <ComingSoon />
    </ListPage>
  );
}
