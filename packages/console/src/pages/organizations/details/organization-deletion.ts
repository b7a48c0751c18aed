import type { Organization } from '@tessera/schemas';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { useDeleteOrganization } from '../../../api/organizations/mutations';
import { useConfirm } from '../../../components/confirm/use-confirm';
import { useTenantPath } from '../../../components/tenant-path/use-tenant-path';
import { skipUnsavedChangesGuard } from '../../../components/unsaved-changes-guard/use-unsaved-changes-guard';
import { useToast } from '../../../ds/toast/use-toast';

/** Deletes an organization after confirming, then goes back to the list. */
export const useConfirmedOrganizationDeletion = (organization: Organization) => {
  const { t } = useTranslation();
  const deleteOrganization = useDeleteOrganization(organization.id);
  const { show } = useConfirm();
  const toast = useToast();
  const navigate = useNavigate();
  const tenantPath = useTenantPath();

  return async () => {
    const [confirmed] = await show({
      title: t('shared_form.delete_confirm_title', { name: organization.name }),
      content: t('organizations.details.delete_confirm'),
      confirmButtonText: t('shared_list.delete'),
      isDanger: true,
    });
    if (!confirmed) {
      return;
    }
    await deleteOrganization.mutateAsync(undefined);
    toast.success(t('shared_form.deleted', { name: organization.name }));
    navigate(tenantPath('organizations'), { replace: true, state: skipUnsavedChangesGuard });
  };
};
