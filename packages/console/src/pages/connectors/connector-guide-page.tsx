import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { ComingSoon } from '../../components/coming-soon/coming-soon';
import { DetailsPage } from '../../components/details-page/details-page';
import { useTenantPath } from '../../components/tenant-path/use-tenant-path';

/** `/connectors/{tab}/guide/{factoryId}`. */
export default function ConnectorGuidePage() {
  const { t } = useTranslation();
  const { tab = '', factoryId = '' } = useParams();
  const tenantPath = useTenantPath();

  return (
    <DetailsPage
      title={t('guide.title')}
      subtitle={factoryId}
      backTo={tenantPath(`connectors/${tab}`)}
      backToTitle={t('pages.connectors.title')}
    >
      <ComingSoon />
    </DetailsPage>
  );
}
