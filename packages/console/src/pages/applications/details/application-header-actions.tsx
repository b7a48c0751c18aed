import type { Application } from '@tessera/schemas';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';

import { useDeleteApplication } from '../../../api/applications/mutations';
import { useConfirm } from '../../../components/confirm/use-confirm';
import { useTenantPath } from '../../../components/tenant-path/use-tenant-path';
import { skipUnsavedChangesGuard } from '../../../components/unsaved-changes-guard/use-unsaved-changes-guard';
import { Button } from '../../../ds/button/button';
import { buttonClassName } from '../../../ds/button/button-class-name';
import { CodeIcon, TrashIcon } from '../../../ds/icons/action-icons';
import { useToast } from '../../../ds/toast/use-toast';
import { applicationGuideIds } from '../guide/guide-ids';

/** The guide link and the delete button of an application's header. */
export const ApplicationHeaderActions = ({ application }: { application: Application }) => {
  const { t } = useTranslation();
  const deleteApplication = useDeleteApplication(application.id);
  const { show } = useConfirm();
  const toast = useToast();
  const navigate = useNavigate();
  const tenantPath = useTenantPath();

  const confirmAndDelete = async () => {
    const [confirmed] = await show({
      title: t('shared_form.delete_confirm_title', { name: application.name }),
      content: t('applications.details.delete_confirm'),
      confirmButtonText: t('shared_list.delete'),
      isDanger: true,
    });
    if (!confirmed) {
      return;
    }
    await deleteApplication.mutateAsync(undefined);
    toast.success(t('shared_form.deleted', { name: application.name }));
    navigate(tenantPath('applications'), { replace: true, state: skipUnsavedChangesGuard });
  };

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
