import { useTranslation } from 'react-i18next';

import { CreateDialogRoute } from '../../components/create-dialog-route/create-dialog-route';
import { useTenantPath } from '../../components/tenant-path/use-tenant-path';
import ApplicationsPage from './applications-page';

export default function CreateApplicationPage() {
  const { t } = useTranslation();
  const tenantPath = useTenantPath();
  return (
    <>
      <ApplicationsPage />
      <CreateDialogRoute title={t('create.application')} closeTo={tenantPath('applications')} />
    </>
  );
}
