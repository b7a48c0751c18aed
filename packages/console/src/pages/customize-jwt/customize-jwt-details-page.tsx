import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { ComingSoon } from '../../components/coming-soon/coming-soon';
import { DetailsPage } from '../../components/details-page/details-page';
import { useTenantPath } from '../../components/tenant-path/use-tenant-path';

/** `/customize-jwt/{tokenType}/{action}`. */
export default function CustomizeJwtDetailsPage() {
  const { t } = useTranslation();
  const { tokenType = '', action = '' } = useParams();
  const tenantPath = useTenantPath();

  return (
    <DetailsPage
      title={t('details.customize_jwt')}
      subtitle={`${tokenType}/${action}`}
      backTo={tenantPath('customize-jwt')}
      backToTitle={t('pages.customize_jwt.title')}
    >
      <ComingSoon />
    </DetailsPage>
  );
}
