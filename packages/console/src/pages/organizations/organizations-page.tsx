import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { ComingSoon } from '../../components/coming-soon/coming-soon';
import { ListPage } from '../../components/list-page/list-page';
import { useTenantPath } from '../../components/tenant-path/use-tenant-path';
import { buttonClassName } from '../../ds/button/button-class-name';

/** `/organizations`. */
export default function OrganizationsPage() {
  const { t } = useTranslation();
  const tenantPath = useTenantPath();

  return (
    <ListPage
      title={t('pages.organizations.title')}
      subtitle={t('pages.organizations.subtitle')}
      actions={
        <Link to={tenantPath('organizations/create')} className={buttonClassName({ variant: 'primary' })}>
          {t('create.organization')}
        </Link>
      }
    >
      <ComingSoon />
    </ListPage>
  );
}
