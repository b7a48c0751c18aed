import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';

import { useApplication } from '../../api/applications/queries';
import { CopyField } from '../../components/copy-field/copy-field';
import { ApplicationTypeIcon } from '../../components/application-type/application-type-icon';
import { DetailsHeader } from '../../components/details-header/details-header';
import { DetailsLoadError } from '../../components/details-load-error/details-load-error';
import { useTabItems } from '../../components/tab-items/use-tab-items';
import { useTenantPath } from '../../components/tenant-path/use-tenant-path';
import { PageSkeleton } from '../../components/app-shell/page-skeleton';
import { Tag } from '../../ds/tag/tag';
import { ApplicationHeaderActions } from './details/application-header-actions';
import type { ApplicationOutletContext } from './details/application-outlet';
import { applicationDetailsTabs } from './tabs';
import SamlApplicationDetails from './saml/saml-application-details';

/** `/applications/{id}/{tab}`; the roles tab exists for machine-to-machine apps only. */
export default function ApplicationDetailsPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const tenantPath = useTenantPath();
  const basePath = tenantPath(`applications/${id}`);
  const { data: application, error, refetch } = useApplication(id);
  const segments = application?.type === 'MachineToMachine' ? applicationDetailsTabs : (['settings'] as const);
  const tabs = useTabItems(basePath, segments);
  const listPath = tenantPath(application?.isThirdParty ? 'applications/third-party-applications' : 'applications');

  // The bare path goes to the first tab at once, before the application has loaded.
  if (pathname === basePath) {
    return <Navigate to={`${basePath}/${applicationDetailsTabs[0]}`} replace />;
  }
  // A SAML application has its own page: settings of the service provider, certificates, IdP details.
  if (application?.type === 'SAML') {
    return <SamlApplicationDetails id={id} />;
  }
  if (error && !application) {
    return (
      <DetailsLoadError
        error={error}
        notFoundText={t('applications.details.not_found')}
        backTo={listPath}
        backToTitle={t('pages.applications.title')}
        onRetry={() => void refetch()}
      />
    );
  }
  if (application && application.type !== 'MachineToMachine' && pathname.startsWith(`${basePath}/roles`)) {
    return <Navigate to={`${basePath}/settings`} replace />;
  }

  return (
    <>
      <DetailsHeader
        title={application?.name}
        fallbackTitle={t('details.application')}
        backTo={listPath}
        backToTitle={t('pages.applications.title')}
        icon={application && <ApplicationTypeIcon type={application.type} size={28} />}
        meta={
          application && (
            <>
              <Tag variant="info">{t(`applications.types.${application.type}.name`)}</Tag>
              {application.isThirdParty && <Tag>{t('applications.details.third_party')}</Tag>}
              <span>{t('applications.details.app_id')}</span>
              <CopyField isInline value={application.id} label={t('applications.details.app_id')} data-testid="app-id" />
            </>
          )
        }
        actions={application && <ApplicationHeaderActions application={application} />}
        tabs={tabs}
      />
      {application ? <Outlet context={{ application } satisfies ApplicationOutletContext} /> : <PageSkeleton />}
    </>
  );
}
