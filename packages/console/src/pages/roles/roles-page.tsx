import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { ListPage } from '../../components/list-page/list-page';
import { useTenantPath } from '../../components/tenant-path/use-tenant-path';
import { buttonClassName } from '../../ds/button/button-class-name';
import { RolesTable } from './list/roles-table';

/** `/roles`. */
export default function RolesPage() {
  const { t } = useTranslation();
  const tenantPath = useTenantPath();

  return (
    <ListPage
      title={t('pages.roles.title')}
      subtitle={t('pages.roles.subtitle')}
      actions={
        <Link to={tenantPath('roles/create')} className={buttonClassName({ variant: 'primary' })} data-testid="role-create-button">
          {t('create.role')}
        </Link>
      }
    >
      <RolesTable />
    </ListPage>
  );
}
