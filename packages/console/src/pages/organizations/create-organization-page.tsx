import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { RouteDialog } from '../../components/route-dialog/route-dialog';
import { useTenantPath } from '../../components/tenant-path/use-tenant-path';
import { CreateOrganizationForm } from './create/create-organization-form';
import OrganizationsPage from './organizations-page';

/** `/organizations/create`: the list with the create dialog over it. */
export default function CreateOrganizationPage() {
  const { t } = useTranslation();
  const tenantPath = useTenantPath();
  const navigate = useNavigate();
  const closeTo = tenantPath('organizations');

  return (
    <>
      <OrganizationsPage />
      <RouteDialog title={t('create.organization')} closeTo={closeTo}>
        <CreateOrganizationForm
          onCancel={() => navigate(closeTo)}
          onCreated={(organization) => navigate(tenantPath(`organizations/${organization.id}`))}
        />
      </RouteDialog>
    </>
  );
}
