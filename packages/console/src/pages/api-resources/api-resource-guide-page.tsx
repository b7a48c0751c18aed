import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { ComingSoon } from '../../components/coming-soon/coming-soon';
import { DetailsPage } from '../../components/details-page/details-page';
import { useTenantPath } from '../../components/tenant-path/use-tenant-path';

/** `/api-resources/{id}/guide/{guideId}`. */
export default function ApiResourceGuidePage() {
  const { t } = useTranslation();
  const { id = '', guideId = '' } = useParams();
  const tenantPath = useTenantPath();

  return (
    <DetailsPage
      title={t('guide.title')}
      subtitle={guideId}
      backTo={tenantPath(`api-resources/${id}`)}
      backToTitle={t('details.api_resource')}
    >
      <ComingSoon />
    </DetailsPage>
  );
}
