import type { Role } from '@tessera/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useAllRoleScopes } from '../../../api/roles/queries';
import { PermissionPicker } from '../../../components/permission-picker/permission-picker';
import { Button } from '../../../ds/button/button';
import { Modal } from '../../../ds/modal/modal';
import { useToast } from '../../../ds/toast/use-toast';

interface AssignPermissionsDialogProps {
  role: Role;
  onSubmit: (scopeIds: string[]) => Promise<unknown>;
  onClose: () => void;
}

/** Pick more permissions for a role; those it holds already are checked and locked. */
export const AssignPermissionsDialog = ({ role, onSubmit, onClose }: AssignPermissionsDialogProps) => {
  const { t } = useTranslation();
  const [scopeIds, setScopeIds] = useState<string[]>([]);
  const [isSubmitting, setSubmitting] = useState(false);
  const toast = useToast();
  const { data: held = [] } = useAllRoleScopes(role.id);

  const submit = async () => {
    setSubmitting(true);
    try {
      await onSubmit(scopeIds);
      toast.success(t('roles.permissions.assigned'));
      onClose();
    } catch {
      // Shown as a toast; the selection stays for another try.
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Modal
      open
      title={t('roles.permissions.assign_title')}
      description={t('roles.permissions.assign_description')}
      closeLabel={t('general.close')}
      data-testid="assign-dialog"
      onOpenChange={(open) => !open && onClose()}
      footer={
        <>
          <Button onClick={onClose}>{t('general.cancel')}</Button>
          <Button
            variant="primary"
            disabled={scopeIds.length === 0}
            isLoading={isSubmitting}
            data-testid="assign-submit"
            onClick={() => void submit()}
          >
            {t('shared_list.assign_count', { count: scopeIds.length })}
          </Button>
        </>
      }
    >
      <PermissionPicker
        value={scopeIds}
        onChange={setScopeIds}
        excludeManagementApi={role.type === 'User'}
        heldScopeIds={new Set(held.map((scope) => scope.id))}
      />
    </Modal>
  );
};
