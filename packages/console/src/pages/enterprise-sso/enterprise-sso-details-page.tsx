import { useTranslation } from 'react-i18next';
import { Outlet, useParams } from 'react-router';

import { DetailsPage } from '../../components/details-page/details-page';
import { useTabItems } from '../../components/tab-items/use-tab-items';
import { useTenantPath } from '../../components/tenant-path/use-tenant-path';
import { enterpriseSsoDetailsTabs } from './tabs';

/** `/enterprise-sso/{ssoConnectorId}/{tab}`; each tab is a nested route rendered in the outlet. */
export default function EnterpriseSsoDetailsPage() {
  const { t } = useTranslation();
  const { ssoConnectorId = '' } = useParams();
  const tenantPath = useTenantPath();
  const tabs = useTabItems(tenantPath(`enterprise-sso/${ssoConnectorId}`), enterpriseSsoDetailsTabs);

  return (
    <DetailsPage
      title={t('details.enterprise_sso')}
      subtitle={ssoConnectorId}
      backTo={tenantPath('enterprise-sso')}
      backToTitle={t('pages.enterprise_sso.title')}
      tabs={tabs}
    >
      <Outlet />
    </DetailsPage>
  );
}
