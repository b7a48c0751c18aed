import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { ListPage } from '../../components/list-page/list-page';
import { useTenantPath } from '../../components/tenant-path/use-tenant-path';
import { buttonClassName } from '../../ds/button/button-class-name';
import { ResourcesTable } from './list/resources-table';

/** `/api-resources`. */
export default function ApiResourcesPage() {
  const { t } = useTranslation();
  const tenantPath = useTenantPath();

  return (
    <ListPage
      title={t('pages.api_resources.title')}
      subtitle={t('pages.api_resources.subtitle')}
      actions={
        <Link
          to={tenantPath('api-resources/create')}
          className={buttonClassName({ variant: 'primary' })}
          data-testid="resource-create-button"
        >
          {t('create.api_resource')}
        </Link>
      }
    >
      <ResourcesTable />
    </ListPage>
  );
}
