import type { Role } from '@tessera/schemas';
import { useTranslation } from 'react-i18next';

import { useDeleteRole } from '../../../api/roles/mutations';
import { useBuiltinNames } from '../../../components/builtin-names/use-builtin-names';
import { useConfirmedDeletion } from '../../../components/confirmed-deletion/use-confirmed-deletion';
import { Button } from '../../../ds/button/button';
import { TrashIcon } from '../../../ds/icons/action-icons';

/** Deletes a role after confirming, then goes back to the list. */
export const useConfirmedRoleDeletion = (role: Role) => {
  const { t } = useTranslation();
  const deleteRole = useDeleteRole(role.id);
  const { roleName } = useBuiltinNames();
  return useConfirmedDeletion({
    name: roleName(role.name),
    content: t('roles.details.delete_confirm'),
    remove: () => deleteRole.mutateAsync(undefined),
    backTo: 'roles',
  });
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
