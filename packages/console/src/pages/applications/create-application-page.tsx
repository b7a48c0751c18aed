import type { CreatedApplication } from '@tessera/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';

import { RouteDialog } from '../../components/route-dialog/route-dialog';
import { useTenantPath } from '../../components/tenant-path/use-tenant-path';
import ApplicationsPage from './applications-page';
import { ApplicationCreated } from './create/application-created';
import { CreateApplicationForm } from './create/create-application-form';

/** `/applications/create`: the list with the create dialog over it. */
export default function CreateApplicationPage() {
  const { t } = useTranslation();
  const tenantPath = useTenantPath();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const isThirdParty = searchParams.get('third_party') === 'true';
  const closeTo = tenantPath(isThirdParty ? 'applications/third-party-applications' : 'applications');
  const [created, setCreated] = useState<CreatedApplication & { secret: string }>();

  const openDetails = (id: string) => navigate(tenantPath(`applications/${id}`));

  return (
    <>
      <ApplicationsPage />
      <RouteDialog
        title={created ? t('applications.create.created_title') : t('create.application')}
        closeTo={created ? tenantPath(`applications/${created.id}`) : closeTo}
      >
        {created ? (
          <ApplicationCreated application={created} onContinue={() => openDetails(created.id)} />
        ) : (
          <CreateApplicationForm
            isThirdParty={isThirdParty}
            onCancel={() => navigate(closeTo)}
            onSamlCreated={openDetails}
            onCreated={(application) => {
              if (application.secret) {
                setCreated({ ...application, secret: application.secret });
              } else {
                openDetails(application.id);
              }
            }}
          />
        )}
      </RouteDialog>
    </>
  );
}
