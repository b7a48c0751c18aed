import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { ComingSoon } from '../../components/coming-soon/coming-soon';
import { ListPage } from '../../components/list-page/list-page';
import { useTenantPath } from '../../components/tenant-path/use-tenant-path';
import { buttonClassName } from '../../ds/button/button-class-name';

/** `/users`. */
export default function UsersPage() {
  const { t } = useTranslation();
  const tenantPath = useTenantPath();

  return (
    <ListPage
      title={t('pages.users.title')}
      subtitle={t('pages.users.subtitle')}
      actions={
        <Link to={tenantPath('users/create')} className={buttonClassName({ variant: 'primary' })}>
          {t('create.user')}
        </Link>
      }
    >
      <ComingSoon />
    </ListPage>
  );
}
