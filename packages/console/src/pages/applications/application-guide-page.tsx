import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { ComingSoon } from '../../components/coming-soon/coming-soon';
import { DetailsPage } from '../../components/details-page/details-page';
import { useTenantPath } from '../../components/tenant-path/use-tenant-path';

/** `/applications/{id}/guide/{guideId}`. */
export default function ApplicationGuidePage() {
  const { t } = useTranslation();
  const { id = '', guideId = '' } = useParams();
  const tenantPath = useTenantPath();

  return (
    <DetailsPage
      title={t('guide.title')}
      subtitle={guideId}
      backTo={tenantPath(`applications/${id}`)}
      backToTitle={t('details.application')}
    >
      <ComingSoon />
    </DetailsPage>
  );
}
