import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { ListPage } from '../../components/list-page/list-page';
import { useTenantPath } from '../../components/tenant-path/use-tenant-path';
import { buttonClassName } from '../../ds/button/button-class-name';
import { UsersTable } from './list/users-table';

/** `/users`. */
export default function UsersPage() {
  const { t } = useTranslation();
  const tenantPath = useTenantPath();

  return (
    <ListPage
      title={t('pages.users.title')}
      subtitle={t('pages.users.subtitle')}
      actions={
        <Link to={tenantPath('users/create')} className={buttonClassName({ variant: 'primary' })} data-testid="user-create-button">
          {t('create.user')}
        </Link>
      }
    >
      <UsersTable />
    </ListPage>
  );
}
