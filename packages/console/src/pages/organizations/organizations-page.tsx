import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { ListPage } from '../../components/list-page/list-page';
import { useTenantPath } from '../../components/tenant-path/use-tenant-path';
import { buttonClassName } from '../../ds/button/button-class-name';
import { OrganizationsTable } from './list/organizations-table';

/** `/organizations`. */
export default function OrganizationsPage() {
  const { t } = useTranslation();
  const tenantPath = useTenantPath();

  return (
    <ListPage
      title={t('pages.organizations.title')}
      subtitle={t('pages.organizations.subtitle')}
      actions={
        <Link
          to={tenantPath('organizations/create')}
          className={buttonClassName({ variant: 'primary' })}
          data-testid="organization-create-button"
        >
          {t('create.organization')}
        </Link>
      }
    >
      <OrganizationsTable />
    </ListPage>
  );
}
