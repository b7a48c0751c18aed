import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { RouteDialog } from '../../components/route-dialog/route-dialog';
import { useTenantPath } from '../../components/tenant-path/use-tenant-path';
import { CreateUserForm, type CreatedUser } from './create/create-user-form';
import { UserCreated } from './create/user-created';
import UsersPage from './users-page';

/**
 * `/users/create`: the list with the create dialog over it. The generated password lives only
 * in this dialog's state: closing it (or leaving) forgets it for good.
 */
export default function CreateUserPage() {
  const { t } = useTranslation();
  const tenantPath = useTenantPath();
  const navigate = useNavigate();
  const [created, setCreated] = useState<CreatedUser>();
  const closeTo = tenantPath('users');

  return (
    <>
      <UsersPage />
      <RouteDialog
        title={created ? t('users.create.created_title') : t('create.user')}
        description={created ? undefined : t('users.create.description')}
        closeTo={closeTo}
      >
        {created ? (
          <UserCreated password={created.password} onOpenUser={() => navigate(tenantPath(`users/${created.id}`))} />
        ) : (
          <CreateUserForm onCancel={() => navigate(closeTo)} onCreated={setCreated} />
        )}
      </RouteDialog>
    </>
  );
}
