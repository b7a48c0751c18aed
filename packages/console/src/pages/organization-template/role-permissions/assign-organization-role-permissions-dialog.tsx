import type { OrganizationRole } from '@tessera/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import {
  useAddOrganizationRoleResourceScopes,
  useAddOrganizationRoleScopes,
} from '../../../api/organization-roles/mutations';
import { useAllOrganizationScopes } from '../../../api/organization-scopes/queries';
import { CheckboxList } from '../../../components/checkbox-list/checkbox-list';
import { PermissionPicker } from '../../../components/permission-picker/permission-picker';
import { Button } from '../../../ds/button/button';
import { FormField } from '../../../ds/form-field/form-field';
import { Modal } from '../../../ds/modal/modal';
import { useToast } from '../../../ds/toast/use-toast';
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
  const toast = useToast();
  const organizationScopes = useAllOrganizationScopes();
  const addScopes = useAddOrganizationRoleScopes(role.id);
  const addResourceScopes = useAddOrganizationRoleResourceScopes(role.id);
  const [scopeIds, setScopeIds] = useState<string[]>([]);
  const [resourceScopeIds, setResourceScopeIds] = useState<string[]>([]);
  const [isSubmitting, setSubmitting] = useState(false);
  const count = scopeIds.length + resourceScopeIds.length;

  const submit = async () => {
    setSubmitting(true);
    try {
      if (scopeIds.length > 0) {
        await addScopes.mutateAsync(scopeIds);
        setScopeIds([]);
      }
      if (resourceScopeIds.length > 0) {
        await addResourceScopes.mutateAsync(resourceScopeIds);
      }
      toast.success(t('organization_template.role_permissions.assigned'));
      onClose();
    } catch {
      // Shown as a toast; what is left of the selection stays for another try.
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Modal
      open
      title={t('organization_template.role_permissions.assign_title')}
      description={t('organization_template.role_permissions.assign_description')}
      closeLabel={t('general.close')}
      data-testid="assign-dialog"
      onOpenChange={(open) => !open && onClose()}
      footer={
        <>
          <Button onClick={onClose}>{t('general.cancel')}</Button>
          <Button
            variant="primary"
            disabled={count === 0}
            isLoading={isSubmitting}
            data-testid="assign-submit"
            onClick={() => void submit()}
          >
            {t('shared_list.assign_count', { count })}
          </Button>
        </>
      }
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
    </Modal>
  );
};
