import type { OrganizationRoleRef, RoleType } from '@tessera/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../ds/button/button';
import { Modal } from '../../../ds/modal/modal';
import { useToast } from '../../../ds/toast/use-toast';
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
  const toast = useToast();
  const [roleIds, setRoleIds] = useState<string[]>(roles.map((role) => role.id));
  const [isSubmitting, setSubmitting] = useState(false);

  const submit = async () => {
    setSubmitting(true);
    try {
      await onSubmit(roleIds);
      toast.success(t('organizations.members.roles_saved'));
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
      title={t('organizations.members.edit_roles_title', { name })}
      description={description}
      closeLabel={t('general.close')}
      data-testid="edit-roles-dialog"
      onOpenChange={(open) => !open && onClose()}
      footer={
        <>
          <Button onClick={onClose}>{t('general.cancel')}</Button>
          <Button
            variant="primary"
            isLoading={isSubmitting}
            data-testid="edit-roles-submit"
            onClick={() => void submit()}
          >
            {t('shared_form.save')}
          </Button>
        </>
      }
    >
      <OrganizationRolesPicker
        type={type}
        value={roleIds}
        onChange={setRoleIds}
        data-testid="edit-roles-options"
      />
    </Modal>
  );
};
