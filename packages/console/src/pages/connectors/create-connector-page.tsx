import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { NotFound } from '../../components/not-found/not-found';
import { RouteDialog } from '../../components/route-dialog/route-dialog';
import { useTenantPath } from '../../components/tenant-path/use-tenant-path';
import ConnectorsPage from './connectors-page';
import { FactoryPicker } from './create/factory-picker';
import { connectorTypeOf, isConnectorCreateType } from './shared/connector-kinds';
import { useConnectorTab } from './shared/use-connector-tab';

/** `/connectors/{tab}/create/{createType}`: the connector list with the provider picker over it. */
export default function CreateConnectorPage() {
  const { t } = useTranslation();
  const { createType = '' } = useParams();
  const tab = useConnectorTab();
  const tenantPath = useTenantPath();

  if (!isConnectorCreateType(createType)) {
    return <NotFound />;
  }
  return (
    <>
      <ConnectorsPage />
      <RouteDialog
        title={t(`connectors.create.title_${createType}`)}
        description={t(
          createType === 'social'
            ? 'connectors.create.description_social'
            : 'connectors.create.description',
        )}
        closeTo={tenantPath(`connectors/${tab}`)}
      >
        <FactoryPicker type={connectorTypeOf[createType]} />
      </RouteDialog>
    </>
  );
}
