import { useTranslation } from 'react-i18next';

import { ComingSoon } from '../../components/coming-soon/coming-soon';
import { ListPage } from '../../components/list-page/list-page';
import { useTabItems } from '../../components/tab-items/use-tab-items';
import { useTenantPath } from '../../components/tenant-path/use-tenant-path';
import { connectorTabs } from './tabs';

/** `/connectors/{tab}`. */
export default function ConnectorsPage() {
  const { t } = useTranslation();
  const tenantPath = useTenantPath();
  const tabs = useTabItems(tenantPath('connectors'), connectorTabs);

  return (
    <ListPage title={t('pages.connectors.title')} subtitle={t('pages.connectors.subtitle')} tabs={tabs}>
      <ComingSoon />
    </ListPage>
  );
}
