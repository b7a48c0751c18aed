import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { RouteDialog } from '../../components/route-dialog/route-dialog';
import { useTenantPath } from '../../components/tenant-path/use-tenant-path';
import { CreateRoleForm } from './create/create-role-form';
import RolesPage from './roles-page';

/** `/roles/create`: the list with the create dialog over it. */
export default function CreateRolePage() {
  const { t } = useTranslation();
  const tenantPath = useTenantPath();
  const navigate = useNavigate();
  const closeTo = tenantPath('roles');

  return (
    <>
      <RolesPage />
      <RouteDialog title={t('create.role')} closeTo={closeTo}>
        <CreateRoleForm
          onCancel={() => navigate(closeTo)}
          onCreated={(role) => navigate(tenantPath(`roles/${role.id}`))}
        />
      </RouteDialog>
    </>
  );
}
