import type { RoleType } from '@tessera/schemas';
import { useTranslation } from 'react-i18next';

import { useAllOrganizationRoles } from '../../../api/organization-roles/queries';
import { CheckboxList } from '../../../components/checkbox-list/checkbox-list';

interface OrganizationRolesPickerProps {
  /** Only roles of this type can be held (members: User; apps: MachineToMachine). */
  type: RoleType;
  value: readonly string[];
  onChange: (roleIds: string[]) => void;
  'data-testid'?: string;
}

/** Pick organization roles of one type from the template. */
export const OrganizationRolesPicker = ({
  type,
  value,
  onChange,
  'data-testid': testId,
}: OrganizationRolesPickerProps) => {
  const { t } = useTranslation();
  const roles = useAllOrganizationRoles();
  return (
    <CheckboxList
      label={t('organizations.roles_picker.label')}
      items={roles.data?.filter((role) => role.type === type)}
      isLoading={roles.isPending}
      hasError={roles.isError}
      value={value}
      onChange={onChange}
      emptyText={t('organizations.roles_picker.none')}
      data-testid={testId}
    />
  );
};
