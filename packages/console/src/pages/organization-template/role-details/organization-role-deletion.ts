import type { OrganizationRole } from '@tessera/schemas';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { useDeleteOrganizationRole } from '../../../api/organization-roles/mutations';
import { useConfirm } from '../../../components/confirm/use-confirm';
import { useTenantPath } from '../../../components/tenant-path/use-tenant-path';
import { skipUnsavedChangesGuard } from '../../../components/unsaved-changes-guard/use-unsaved-changes-guard';
import { useToast } from '../../../ds/toast/use-toast';

/** Deletes an organization role after confirming, then goes back to the template's roles. */
export const useConfirmedOrganizationRoleDeletion = (role: OrganizationRole) => {
  const { t } = useTranslation();
  const deleteRole = useDeleteOrganizationRole(role.id);
  const { show } = useConfirm();
  const toast = useToast();
  const navigate = useNavigate();
  const tenantPath = useTenantPath();

  return async () => {
    const [confirmed] = await show({
      title: t('shared_form.delete_confirm_title', { name: role.name }),
      content: t('organization_template.roles.delete_confirm'),
      confirmButtonText: t('shared_list.delete'),
      isDanger: true,
    });
    if (!confirmed) {
      return;
    }
    await deleteRole.mutateAsync(undefined);
    toast.success(t('shared_form.deleted', { name: role.name }));
    navigate(tenantPath('organization-template/organization-roles'), {
      replace: true,
      state: skipUnsavedChangesGuard,
    });
  };
};
