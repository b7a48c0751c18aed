import type { Role } from '@tessera/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { roleKeys } from '../../../api/roles/keys';
import { useDeleteRole } from '../../../api/roles/mutations';
import { useConfirm } from '../../../components/confirm/use-confirm';
import { useTenantPath } from '../../../components/tenant-path/use-tenant-path';
import { skipUnsavedChangesGuard } from '../../../components/unsaved-changes-guard/use-unsaved-changes-guard';
import { Button } from '../../../ds/button/button';
import { TrashIcon } from '../../../ds/icons/action-icons';
import { useToast } from '../../../ds/toast/use-toast';

/** Deletes a role after confirming, then goes back to the list. */
export const useConfirmedRoleDeletion = (role: Role) => {
  const { t } = useTranslation();
  const deleteRole = useDeleteRole(role.id);
  const { show } = useConfirm();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const tenantPath = useTenantPath();

  return async () => {
    const [confirmed] = await show({
      title: t('shared_form.delete_confirm_title', { name: role.name }),
      content: t('roles.details.delete_confirm'),
      confirmButtonText: t('shared_list.delete'),
      isDanger: true,
    });
    if (!confirmed) {
      return;
    }
    await deleteRole.mutateAsync(undefined);
    toast.success(t('shared_form.deleted', { name: role.name }));
    queryClient.removeQueries({ queryKey: roleKeys.detail(role.id) });
    navigate(tenantPath('roles'), { replace: true, state: skipUnsavedChangesGuard });
  };
};

export const RoleHeaderActions = ({ role }: { role: Role }) => {
  const { t } = useTranslation();
  const deleteRole = useConfirmedRoleDeletion(role);
  return (
    <Button
      variant="outline"
      icon={<TrashIcon size={16} />}
      data-testid="role-delete-button"
      onClick={() => void deleteRole().catch(() => undefined)}
    >
      {t('roles.details.delete')}
    </Button>
  );
};
