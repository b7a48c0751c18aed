import { useTranslation } from 'react-i18next';
import { Outlet, useParams } from 'react-router';

import { DetailsPage } from '../../components/details-page/details-page';
import { useTabItems } from '../../components/tab-items/use-tab-items';
import { useTenantPath } from '../../components/tenant-path/use-tenant-path';
import { applicationDetailsTabs } from './tabs';

/** `/applications/{id}/{tab}`; each tab is a nested route rendered in the outlet. */
export default function ApplicationDetailsPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const tenantPath = useTenantPath();
  const tabs = useTabItems(tenantPath(`applications/${id}`), applicationDetailsTabs);

  return (
    <DetailsPage
      title={t('details.application')}
      subtitle={id}
      backTo={tenantPath('applications')}
      backToTitle={t('pages.applications.title')}
      tabs={tabs}
    >
      <Outlet />
    </DetailsPage>
  );
}
