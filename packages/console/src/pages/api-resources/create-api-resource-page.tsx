import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { invalidatePaths } from '../../components/page-query/invalidate-paths';
import { RouteDialog } from '../../components/route-dialog/route-dialog';
import { useTenantPath } from '../../components/tenant-path/use-tenant-path';
import ApiResourcesPage from './api-resources-page';
import { CreateResourceForm } from './create/create-resource-form';

/** `/api-resources/create`: the list with the create dialog over it. */
export default function CreateApiResourcePage() {
  const { t } = useTranslation();
  const tenantPath = useTenantPath();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const closeTo = tenantPath('api-resources');

  return (
    <>
      <ApiResourcesPage />
      <RouteDialog title={t('create.api_resource')} closeTo={closeTo}>
        <CreateResourceForm
          onCancel={() => navigate(closeTo)}
          onCreated={(resource) => {
            void invalidatePaths(queryClient, 'api/resources');
            navigate(tenantPath(`api-resources/${resource.id}`));
          }}
        />
      </RouteDialog>
    </>
  );
}
