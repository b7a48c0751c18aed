import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { ComingSoon } from '../../components/coming-soon/coming-soon';
import { DetailsPage } from '../../components/details-page/details-page';
import { useTenantPath } from '../../components/tenant-path/use-tenant-path';

/** `/connectors/{tab}/{connectorId}`. */
export default function ConnectorDetailsPage() {
  const { t } = useTranslation();
  const { tab = '', connectorId = '' } = useParams();
  const tenantPath = useTenantPath();

  return (
    <DetailsPage
      title={t('details.connector')}
      subtitle={connectorId}
      backTo={tenantPath(`connectors/${tab}`)}
      backToTitle={t('pages.connectors.title')}
    >
      <ComingSoon />
    </DetailsPage>
  );
}
