import { useTranslation } from 'react-i18next';

import { CreateDialogRoute } from '../../components/create-dialog-route/create-dialog-route';
import { useTenantPath } from '../../components/tenant-path/use-tenant-path';
import ApiResourcesPage from './api-resources-page';

/** `/api-resources/create`: the list with the create dialog over it. */
export default function CreateApiResourcePage() {
  const { t } = useTranslation();
  const tenantPath = useTenantPath();
  return (
    <>
      <ApiResourcesPage />
      <CreateDialogRoute title={t('create.api_resource')} closeTo={tenantPath('api-resources')} />
    </>
  );
}
