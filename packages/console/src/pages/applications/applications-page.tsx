import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';

import { ListPage } from '../../components/list-page/list-page';
import { useTenantPath } from '../../components/tenant-path/use-tenant-path';
import { buttonClassName } from '../../ds/button/button-class-name';
import { ApplicationsTable } from './list/applications-table';

const thirdPartySegment = 'third-party-applications';

/** `/applications` (first-party) and `/applications/third-party-applications`. */
export default function ApplicationsPage() {
  const { t } = useTranslation();
  const tenantPath = useTenantPath();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const basePath = tenantPath('applications');
  // The create dialog of the third-party tab opens over that tab's list.
  const isThirdParty = pathname.startsWith(`${basePath}/${thirdPartySegment}`) || searchParams.get('third_party') === 'true';

  return (
    <ListPage
      title={t('pages.applications.title')}
      subtitle={t('pages.applications.subtitle')}
      actions={
        <Link
          to={`${basePath}/create${isThirdParty ? '?third_party=true' : ''}`}
          className={buttonClassName({ variant: 'primary' })}
          data-testid="app-create-button"
        >
          {t('create.application')}
        </Link>
      }
      tabs={[
        { key: 'applications', label: t('tabs.my_applications'), to: basePath, end: true },
        { key: thirdPartySegment, label: t('tabs.third_party_applications'), to: `${basePath}/${thirdPartySegment}` },
      ]}
    >
      <ApplicationsTable key={String(isThirdParty)} isThirdParty={isThirdParty} />
    </ListPage>
  );
}
