import { useTranslation } from 'react-i18next';

import { useDeleteSamlApplication } from '../../../api/saml-applications/mutations';
import {
  useSamlApplication,
  useSamlApplicationSecrets,
} from '../../../api/saml-applications/queries';
import { ApplicationTypeIcon } from '../../../components/application-type/application-type-icon';
import { useConfirmedDeletion } from '../../../components/confirmed-deletion/use-confirmed-deletion';
import { CopyField } from '../../../components/copy-field/copy-field';
import { DetailsHeader } from '../../../components/details-header/details-header';
import { DetailsLoadError } from '../../../components/details-load-error/details-load-error';
import { PageSkeleton } from '../../../components/app-shell/page-skeleton';
import { useTenantPath } from '../../../components/tenant-path/use-tenant-path';
import { Button } from '../../../ds/button/button';
import { TrashIcon } from '../../../ds/icons/action-icons';
import { Tag } from '../../../ds/tag/tag';
import { CertificatesCard } from './certificates-card';
import { IdpDetailsCard } from './idp-details-card';
import { SamlSettingsForm } from './saml-settings-form';

/** The details page of a SAML application (an application of type SAML). */
export default function SamlApplicationDetails({ id }: { id: string }) {
  const { t } = useTranslation();
  const tenantPath = useTenantPath();
  const listPath = tenantPath('applications');
  const { data: application, error, refetch } = useSamlApplication(id);
  const secrets = useSamlApplicationSecrets(id);
  const deleteApplication = useDeleteSamlApplication(id);
  // The delete button shows once the application has loaded, so its name is known by then.
  const confirmAndDelete = useConfirmedDeletion({
    name: application?.name ?? '',
    content: t('applications.saml.delete_confirm'),
    remove: () => deleteApplication.mutateAsync(),
    backTo: 'applications',
  });

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

  return (
    <>
      <DetailsHeader
        title={application?.name}
        fallbackTitle={t('details.application')}
        backTo={listPath}
        backToTitle={t('pages.applications.title')}
        icon={<ApplicationTypeIcon type="SAML" size={28} />}
        meta={
          application && (
            <>
              <Tag variant="info">{t('applications.types.SAML.name')}</Tag>
              <span>{t('applications.details.app_id')}</span>
              <CopyField
                isInline
                value={application.id}
                label={t('applications.details.app_id')}
                data-testid="app-id"
              />
            </>
          )
        }
        actions={
          application && (
            <Button
              variant="outline"
              icon={<TrashIcon size={16} />}
              data-testid="app-delete-button"
              onClick={() => void confirmAndDelete().catch(() => undefined)}
            >
              {t('applications.details.delete')}
            </Button>
          )
        }
      />
      {application ? (
        <>
          <IdpDetailsCard
            application={application}
            hasActiveCertificate={Boolean(secrets.data?.some((certificate) => certificate.active))}
          />
          <CertificatesCard
            applicationId={id}
            certificates={secrets.data}
            isLoading={secrets.isFetching}
            hasError={secrets.isError}
            onRetry={() => void secrets.refetch()}
          />
          <SamlSettingsForm key={application.id} application={application} />
        </>
      ) : (
        <PageSkeleton />
      )}
    </>
  );
}
