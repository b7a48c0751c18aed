import type { Role } from '@tessera/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useAllRoleScopes } from '../../../api/roles/queries';
import { ActionDialog } from '../../../components/action-dialog/action-dialog';
import { PermissionPicker } from '../../../components/permission-picker/permission-picker';

interface AssignPermissionsDialogProps {
  role: Role;
  onSubmit: (scopeIds: string[]) => Promise<unknown>;
  onClose: () => void;
}

/** Pick more permissions for a role; those it holds already are checked and locked. */
export const AssignPermissionsDialog = ({ role, onSubmit, onClose }: AssignPermissionsDialogProps) => {
  const { t } = useTranslation();
  const [scopeIds, setScopeIds] = useState<string[]>([]);
  const { data: held = [] } = useAllRoleScopes(role.id);

  return (
    <ActionDialog
      title={t('roles.permissions.assign_title')}
      description={t('roles.permissions.assign_description')}
      data-testid="assign-dialog"
      submitLabel={t('shared_list.assign_count', { count: scopeIds.length })}
      submitTestId="assign-submit"
      isSubmitDisabled={scopeIds.length === 0}
      doneText={t('roles.permissions.assigned')}
      onSubmit={() => onSubmit(scopeIds)}
      onClose={onClose}
    >
      <PermissionPicker
        value={scopeIds}
        onChange={setScopeIds}
        excludeManagementApi={role.type === 'User'}
        heldScopeIds={new Set(held.map((scope) => scope.id))}
      />
    </ActionDialog>
  );
};
