import { useTranslation } from 'react-i18next';

import { CreateDialogRoute } from '../../components/create-dialog-route/create-dialog-route';
import { useTenantPath } from '../../components/tenant-path/use-tenant-path';
import UsersPage from './users-page';

/** `/users/create`: the list with the create dialog over it. */
export default function CreateUserPage() {
  const { t } = useTranslation();
  const tenantPath = useTenantPath();
  return (
    <>
      <UsersPage />
      <CreateDialogRoute title={t('create.user')} closeTo={tenantPath('users')} />
    </>
  );
}
