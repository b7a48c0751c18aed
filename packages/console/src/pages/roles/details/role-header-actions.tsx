import type { Role } from '@tessera/schemas';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { useDeleteRole } from '../../../api/roles/mutations';
import { useBuiltinNames } from '../../../components/builtin-names/use-builtin-names';
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
  const { roleName } = useBuiltinNames();
  const { show } = useConfirm();
  const toast = useToast();
  const navigate = useNavigate();
  const tenantPath = useTenantPath();

  return async () => {
    const [confirmed] = await show({
      title: t('shared_form.delete_confirm_title', { name: roleName(role.name) }),
      content: t('roles.details.delete_confirm'),
      confirmButtonText: t('shared_list.delete'),
      isDanger: true,
    });
    if (!confirmed) {
      return;
    }
    await deleteRole.mutateAsync(undefined);
    toast.success(t('shared_form.deleted', { name: roleName(role.name) }));
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
