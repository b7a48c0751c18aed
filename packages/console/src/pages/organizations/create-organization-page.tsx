import { useTranslation } from 'react-i18next';

import { CreateDialogRoute } from '../../components/create-dialog-route/create-dialog-route';
import { useTenantPath } from '../../components/tenant-path/use-tenant-path';
import OrganizationsPage from './organizations-page';

/** `/organizations/create`: the list with the create dialog over it. */
export default function CreateOrganizationPage() {
  const { t } = useTranslation();
  const tenantPath = useTenantPath();
  return (
    <>
      <OrganizationsPage />
      <CreateDialogRoute title={t('create.organization')} closeTo={tenantPath('organizations')} />
    </>
  );
}
