import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { CreateDialogRoute } from '../../components/create-dialog-route/create-dialog-route';
import { useTenantPath } from '../../components/tenant-path/use-tenant-path';
import ConnectorsPage from './connectors-page';

/** `/connectors/{tab}/create/{createType}`: the connector list with the create dialog over it. */
export default function CreateConnectorPage() {
  const { t } = useTranslation();
  const { tab = '' } = useParams();
  const tenantPath = useTenantPath();
  return (
    <>
      <ConnectorsPage />
      <CreateDialogRoute title={t('create.connector')} closeTo={tenantPath(`connectors/${tab}`)} />
    </>
  );
}
