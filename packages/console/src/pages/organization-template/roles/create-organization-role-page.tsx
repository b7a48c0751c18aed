import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { RouteDialog } from '../../../components/route-dialog/route-dialog';
import { useTenantPath } from '../../../components/tenant-path/use-tenant-path';
import { CreateOrganizationRoleForm } from './create-organization-role-form';
import OrganizationRolesTab from './organization-roles-tab';

/** `/organization-template/organization-roles/create`: the roles tab with the create dialog over it. */
export default function CreateOrganizationRolePage() {
  const { t } = useTranslation();
  const tenantPath = useTenantPath();
  const navigate = useNavigate();
  const closeTo = tenantPath('organization-template/organization-roles');

  return (
    <>
      <OrganizationRolesTab />
      <RouteDialog title={t('organization_template.roles.create')} closeTo={closeTo}>
        <CreateOrganizationRoleForm
          onCancel={() => navigate(closeTo)}
          onCreated={(role) =>
            navigate(tenantPath(`organization-template/organization-roles/${role.id}`))
          }
        />
      </RouteDialog>
    </>
  );
}
