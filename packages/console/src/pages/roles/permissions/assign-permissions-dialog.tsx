import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Role, RoleScope } from '../../../components/api-entities/role';
import { useAllPagesQuery } from '../../../components/page-query/use-all-pages-query';
import { PermissionPicker } from '../../../components/permission-picker/permission-picker';
import { Button } from '../../../ds/button/button';
import { Modal } from '../../../ds/modal/modal';

interface AssignPermissionsDialogProps {
  role: Role;
  onSubmit: (scopeIds: string[]) => Promise<void>;
  onClose: () => void;
}

/** Pick more permissions for a role; those it holds already are checked and locked. */
export const AssignPermissionsDialog = ({ role, onSubmit, onClose }: AssignPermissionsDialogProps) => {
  const { t } = useTranslation();
  const [scopeIds, setScopeIds] = useState<string[]>([]);
  const [isSubmitting, setSubmitting] = useState(false);
  const { data: held = [] } = useAllPagesQuery<RoleScope>({ path: `api/roles/${role.id}/scopes` });

  const submit = async () => {
    setSubmitting(true);
    try {
      await onSubmit(scopeIds);
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
