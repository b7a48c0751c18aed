import { useTranslation } from 'react-i18next';

import { CreateDialogRoute } from '../../components/create-dialog-route/create-dialog-route';
import { useTenantPath } from '../../components/tenant-path/use-tenant-path';
import RolesPage from './roles-page';

/** `/roles/create`: the list with the create dialog over it. */
export default function CreateRolePage() {
  const { t } = useTranslation();
  const tenantPath = useTenantPath();
  return (
    <>
      <RolesPage />
      <CreateDialogRoute title={t('create.role')} closeTo={tenantPath('roles')} />
    </>
  );
}
