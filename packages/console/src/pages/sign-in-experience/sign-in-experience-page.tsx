import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';

import { ListPage } from '../../components/list-page/list-page';
import { useTabItems } from '../../components/tab-items/use-tab-items';
import { useTenantPath } from '../../components/tenant-path/use-tenant-path';
import { signInExperienceTabs } from './tabs';

/** `/sign-in-experience/{tab}`; each tab is a nested route rendered in the outlet. */
export default function SignInExperiencePage() {
  const { t } = useTranslation();
  const tenantPath = useTenantPath();
  const tabs = useTabItems(tenantPath('sign-in-experience'), signInExperienceTabs);

  return (
    <ListPage
      title={t('pages.sign_in_experience.title')}
      subtitle={t('pages.sign_in_experience.subtitle')}
      tabs={tabs}
    >
      <Outlet />
    </ListPage>
  );
}
