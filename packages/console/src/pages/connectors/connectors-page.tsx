import { useTranslation } from 'react-i18next';

import { ListPage } from '../../components/list-page/list-page';
import { useTabItems } from '../../components/tab-items/use-tab-items';
import { useTenantPath } from '../../components/tenant-path/use-tenant-path';
import { PasswordlessCards } from './list/passwordless-cards';
import { AddSocialConnectorLink, SocialConnectors } from './list/social-connectors';
import { useConnectorTab } from './shared/use-connector-tab';
import { connectorTabs } from './tabs';

/** `/connectors/{tab}`: the email and SMS cards, or the social connectors. */
export default function ConnectorsPage() {
  const { t } = useTranslation();
  const tenantPath = useTenantPath();
  const tabs = useTabItems(tenantPath('connectors'), connectorTabs);
  const tab = useConnectorTab();

  return (
    <ListPage
      title={t('pages.connectors.title')}
      subtitle={t('pages.connectors.subtitle')}
      tabs={tabs}
      actions={tab === 'social' ? <AddSocialConnectorLink /> : undefined}
    >
      {tab === 'social' ? <SocialConnectors /> : <PasswordlessCards />}
    </ListPage>
  );
}
