import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { invalidatePaths } from '../../components/page-query/invalidate-paths';
import { RouteDialog } from '../../components/route-dialog/route-dialog';
import { useTenantPath } from '../../components/tenant-path/use-tenant-path';
import { CreateRoleForm } from './create/create-role-form';
import RolesPage from './roles-page';

/** `/roles/create`: the list with the create dialog over it. */
export default function CreateRolePage() {
  const { t } = useTranslation();
  const tenantPath = useTenantPath();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const closeTo = tenantPath('roles');

  return (
    <>
      <RolesPage />
      <RouteDialog title={t('create.role')} closeTo={closeTo}>
        <CreateRoleForm
          onCancel={() => navigate(closeTo)}
          onCreated={(role) => {
            void invalidatePaths(queryClient, 'api/roles');
            navigate(tenantPath(`roles/${role.id}`));
          }}
        />
      </RouteDialog>
    </>
  );
}
