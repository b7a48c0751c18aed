import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { RouteDialog } from '../../components/route-dialog/route-dialog';
import { useTenantPath } from '../../components/tenant-path/use-tenant-path';
import ApiResourcesPage from './api-resources-page';
import { CreateResourceForm } from './create/create-resource-form';

/** `/api-resources/create`: the list with the create dialog over it. */
export default function CreateApiResourcePage() {
  const { t } = useTranslation();
  const tenantPath = useTenantPath();
  const navigate = useNavigate();
  const closeTo = tenantPath('api-resources');

  return (
    <>
      <ApiResourcesPage />
      <RouteDialog title={t('create.api_resource')} closeTo={closeTo}>
        <CreateResourceForm
          onCancel={() => navigate(closeTo)}
          onCreated={(resource) => navigate(tenantPath(`api-resources/${resource.id}`))}
        />
      </RouteDialog>
    </>
  );
}
