import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { ComingSoon } from '../../components/coming-soon/coming-soon';
import { ListPage } from '../../components/list-page/list-page';
import { useTenantPath } from '../../components/tenant-path/use-tenant-path';
import { buttonClassName } from '../../ds/button/button-class-name';

/** `/roles`. */
export default function RolesPage() {
  const { t } = useTranslation();
  const tenantPath = useTenantPath();

  return (
    <ListPage
      title={t('pages.roles.title')}
      subtitle={t('pages.roles.subtitle')}
      actions={
        <Link to={tenantPath('roles/create')} className={buttonClassName({ variant: 'primary' })}>
          {t('create.role')}
        </Link>
      }
    >
      <ComingSoon />
    </ListPage>
  );
}
