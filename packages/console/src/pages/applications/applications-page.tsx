import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { ComingSoon } from '../../components/coming-soon/coming-soon';
import { ListPage } from '../../components/list-page/list-page';
import { useTenantPath } from '../../components/tenant-path/use-tenant-path';
import { buttonClassName } from '../../ds/button/button-class-name';

/** `/applications` (first-party) and `/applications/third-party-applications`. */
export default function ApplicationsPage() {
  const { t } = useTranslation();
  const tenantPath = useTenantPath();
  const basePath = tenantPath('applications');

  return (
    <ListPage
      title={t('pages.applications.title')}
      subtitle={t('pages.applications.subtitle')}
      actions={
        <Link to={`${basePath}/create`} className={buttonClassName({ variant: 'primary' })}>
          {t('create.application')}
        </Link>
      }
      tabs={[
        { key: 'applications', label: t('tabs.my_applications'), to: basePath, end: true },
        {
          key: 'third-party-applications',
          label: t('tabs.third_party_applications'),
          to: `${basePath}/third-party-applications`,
        },
      ]}
    >
      <ComingSoon />
    </ListPage>
  );
}
