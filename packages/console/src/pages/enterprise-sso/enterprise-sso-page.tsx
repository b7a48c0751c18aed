import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { ListPage } from '../../components/list-page/list-page';
import { useTenantPath } from '../../components/tenant-path/use-tenant-path';
import { buttonClassName } from '../../ds/button/button-class-name';
import { SsoConnectorsTable } from './list/sso-connectors-table';

/** `/enterprise-sso`. */
export default function EnterpriseSsoPage() {
  const { t } = useTranslation();
  const tenantPath = useTenantPath();

  return (
    <ListPage
      title={t('pages.enterprise_sso.title')}
      subtitle={t('pages.enterprise_sso.subtitle')}
      actions={
        <Link
          to={tenantPath('enterprise-sso/create')}
          className={buttonClassName({ variant: 'primary' })}
          data-testid="sso-connector-create-button"
        >
          {t('create.enterprise_sso')}
        </Link>
      }
    >
      <SsoConnectorsTable />
    </ListPage>
  );
}
