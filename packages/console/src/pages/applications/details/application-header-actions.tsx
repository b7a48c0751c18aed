import type { Application } from '@tessera/schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useDeleteApplication } from '../../../api/applications/mutations';
import { useConfirmedDeletion } from '../../../components/confirmed-deletion/use-confirmed-deletion';
import { useTenantPath } from '../../../components/tenant-path/use-tenant-path';
import { Button } from '../../../ds/button/button';
import { buttonClassName } from '../../../ds/button/button-class-name';
import { CodeIcon, TrashIcon } from '../../../ds/icons/action-icons';
import { applicationGuideIds } from '../guide/guide-ids';

/** The guide link and the delete button of an application's header. */
export const ApplicationHeaderActions = ({ application }: { application: Application }) => {
  const { t } = useTranslation();
  const deleteApplication = useDeleteApplication(application.id);
  const tenantPath = useTenantPath();
  const confirmAndDelete = useConfirmedDeletion({
    name: application.name,
    content: t('applications.details.delete_confirm'),
    remove: () => deleteApplication.mutateAsync(undefined),
    backTo: 'applications',
  });

  return (
    <>
      {application.type !== 'SAML' && (
        <Link
          to={tenantPath(`applications/${application.id}/guide/${applicationGuideIds[application.type]}`)}
          className={buttonClassName({ variant: 'outline' })}
          data-testid="app-guide-link"
        >
          <CodeIcon size={16} />
          {t('applications.details.guide')}
        </Link>
      )}
      <Button
        variant="outline"
        icon={<TrashIcon size={16} />}
        data-testid="app-delete-button"
        onClick={() => void confirmAndDelete().catch(() => undefined)}
      >
        {t('applications.details.delete')}
      </Button>
    </>
  );
};
