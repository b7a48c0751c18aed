import type { OrganizationRole } from '@tessera/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import {
  useAddOrganizationRoleResourceScopes,
  useAddOrganizationRoleScopes,
} from '../../../api/organization-roles/mutations';
import { useAllOrganizationScopes } from '../../../api/organization-scopes/queries';
import { ActionDialog } from '../../../components/action-dialog/action-dialog';
import { CheckboxList } from '../../../components/checkbox-list/checkbox-list';
import { PermissionPicker } from '../../../components/permission-picker/permission-picker';
import { FormField } from '../../../ds/form-field/form-field';
import styles from '../../organizations/shared/organizations.module.css';

interface AssignOrganizationRolePermissionsDialogProps {
  role: OrganizationRole;
  /** What the role grants already: not offered again. */
  heldScopeIds: ReadonlySet<string>;
  heldResourceScopeIds: ReadonlySet<string>;
  onClose: () => void;
}

/** Organization permissions and API permissions picked together, granted in one go. */
export const AssignOrganizationRolePermissionsDialog = ({
  role,
  heldScopeIds,
  heldResourceScopeIds,
  onClose,
}: AssignOrganizationRolePermissionsDialogProps) => {
  const { t } = useTranslation();
  const organizationScopes = useAllOrganizationScopes();
  const addScopes = useAddOrganizationRoleScopes(role.id);
  const addResourceScopes = useAddOrganizationRoleResourceScopes(role.id);
  const [scopeIds, setScopeIds] = useState<string[]>([]);
  const [resourceScopeIds, setResourceScopeIds] = useState<string[]>([]);
  const count = scopeIds.length + resourceScopeIds.length;

  const submit = async () => {
    if (scopeIds.length > 0) {
      await addScopes.mutateAsync(scopeIds);
      // Granted: a failure of the API permissions below leaves only those to try again.
      setScopeIds([]);
    }
    if (resourceScopeIds.length > 0) {
      await addResourceScopes.mutateAsync(resourceScopeIds);
    }
  };

  return (
    <ActionDialog
      title={t('organization_template.role_permissions.assign_title')}
      description={t('organization_template.role_permissions.assign_description')}
      data-testid="assign-dialog"
      submitLabel={t('shared_list.assign_count', { count })}
      submitTestId="assign-submit"
      isSubmitDisabled={count === 0}
      doneText={t('organization_template.role_permissions.assigned')}
      onSubmit={submit}
      onClose={onClose}
    >
      <div className={styles.form}>
        <FormField
          id="organization-role-assign-scopes"
          label={t('organization_template.role_permissions.organization_scopes')}
          isGroup
        >
          {() => (
            <CheckboxList
              label={t('organization_template.role_permissions.organization_scopes')}
              items={organizationScopes.data?.filter((scope) => !heldScopeIds.has(scope.id))}
              isLoading={organizationScopes.isPending}
              hasError={organizationScopes.isError}
              value={scopeIds}
              onChange={setScopeIds}
              emptyText={t('organization_template.role_permissions.no_organization_scopes')}
              data-testid="organization-scope-options"
            />
          )}
        </FormField>
        <FormField
          id="organization-role-assign-resource-scopes"
          label={t('organization_template.role_permissions.resource_scopes')}
          isGroup
        >
          {() => (
            <PermissionPicker
              value={resourceScopeIds}
              onChange={setResourceScopeIds}
              excludeManagementApi
              heldScopeIds={heldResourceScopeIds}
            />
          )}
        </FormField>
      </div>
    </ActionDialog>
  );
};
