import { useTranslation } from 'react-i18next';

import { CreateDialogRoute } from '../../components/create-dialog-route/create-dialog-route';
import { useTenantPath } from '../../components/tenant-path/use-tenant-path';
import EnterpriseSsoPage from './enterprise-sso-page';

/** `/enterprise-sso/create`: the list with the create dialog over it. */
export default function CreateEnterpriseSsoPage() {
  const { t } = useTranslation();
  const tenantPath = useTenantPath();
  return (
    <>
      <EnterpriseSsoPage />
      <CreateDialogRoute title={t('create.enterprise_sso')} closeTo={tenantPath('enterprise-sso')} />
    </>
  );
}
