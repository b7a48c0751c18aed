import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { RouteDialog } from '../../components/route-dialog/route-dialog';
import { useTenantPath } from '../../components/tenant-path/use-tenant-path';
import { CreateSsoConnectorForm } from './create/create-sso-connector-form';
import EnterpriseSsoPage from './enterprise-sso-page';

/** `/enterprise-sso/create`: the list with the create dialog over it. */
export default function CreateEnterpriseSsoPage() {
  const { t } = useTranslation();
  const tenantPath = useTenantPath();
  const navigate = useNavigate();
  const closeTo = tenantPath('enterprise-sso');

  return (
    <>
      <EnterpriseSsoPage />
      <RouteDialog title={t('create.enterprise_sso')} closeTo={closeTo}>
        <CreateSsoConnectorForm
          onCancel={() => navigate(closeTo)}
          onCreated={(connector) => navigate(tenantPath(`enterprise-sso/${connector.id}/connection`))}
        />
      </RouteDialog>
    </>
  );
}
