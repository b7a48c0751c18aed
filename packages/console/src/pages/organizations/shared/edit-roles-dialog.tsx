import type { OrganizationRoleRef, RoleType } from '@tessera/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ActionDialog } from '../../../components/action-dialog/action-dialog';
import { OrganizationRolesPicker } from './organization-roles-picker';

interface EditRolesDialogProps {
  /** Whose roles: a member's name or an app's name. */
  name: string;
  description: string;
  type: RoleType;
  roles: readonly OrganizationRoleRef[];
  /** Replaces the holder's roles with the picked ones. */
  onSubmit: (roleIds: string[]) => Promise<unknown>;
  onClose: () => void;
}

/** The roles a member or an app holds in an organization, changed in one go. */
export const EditRolesDialog = ({
  name,
  description,
  type,
  roles,
  onSubmit,
  onClose,
}: EditRolesDialogProps) => {
  const { t } = useTranslation();
  const [roleIds, setRoleIds] = useState<string[]>(roles.map((role) => role.id));

  return (
    <ActionDialog
      title={t('organizations.members.edit_roles_title', { name })}
      description={description}
      data-testid="edit-roles-dialog"
      submitLabel={t('shared_form.save')}
      submitTestId="edit-roles-submit"
      doneText={t('organizations.members.roles_saved')}
      onSubmit={() => onSubmit(roleIds)}
      onClose={onClose}
    >
      <OrganizationRolesPicker
        type={type}
        value={roleIds}
        onChange={setRoleIds}
        data-testid="edit-roles-options"
      />
    </ActionDialog>
  );
};
