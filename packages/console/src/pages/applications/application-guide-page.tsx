import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { useApplication } from '../../api/applications/queries';
import { DetailsLoadError } from '../../components/details-load-error/details-load-error';
import { DetailsPage } from '../../components/details-page/details-page';
import { PageSkeleton } from '../../components/app-shell/page-skeleton';
import { useTenantPath } from '../../components/tenant-path/use-tenant-path';
import { EmptyState } from '../../ds/empty-state/empty-state';
import { applicationGuideIds } from './guide/guide-ids';
import styles from './guide/guide.module.css';
import { MachineGuide } from './guide/machine-guide';
import { ProtectedGuide } from './guide/protected-guide';
import { UserAppGuide } from './guide/user-app-guide';

/** `/applications/{id}/guide/{guideId}`: copy-ready code with this application's values. */
export default function ApplicationGuidePage() {
  const { t } = useTranslation();
  const { id = '', guideId = '' } = useParams();
  const tenantPath = useTenantPath();
  const { data: application, error, refetch } = useApplication(id);
  const detailsPath = tenantPath(`applications/${id}`);

  if (!application) {
    return error ? (
      <DetailsLoadError
        error={error}
        notFoundText={t('applications.details.not_found')}
        backTo={tenantPath('applications')}
        backToTitle={t('pages.applications.title')}
        onRetry={() => void refetch()}
      />
    ) : (
      <PageSkeleton />
    );
  }

  const content =
    application.type === 'SAML' || guideId !== applicationGuideIds[application.type] ? (
      <EmptyState title={t('guide.not_found')} data-testid="guide-not-found" />
    ) : application.type === 'MachineToMachine' ? (
      <MachineGuide application={application} />
    ) : application.type === 'Protected' ? (
      <ProtectedGuide application={application} />
    ) : (
      <UserAppGuide application={application} />
    );

  return (
    <DetailsPage
      title={t('guide.title')}
      subtitle={t('guide.subtitle', { name: application.name })}
      backTo={detailsPath}
      backToTitle={application.name}
    >
      <div className={styles.content} data-testid="application-guide">
        {content}
      </div>
    </DetailsPage>
  );
}
