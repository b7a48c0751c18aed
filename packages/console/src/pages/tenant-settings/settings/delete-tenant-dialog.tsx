import type { TenantResponse } from '@tessera/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../ds/button/button';
import { FormField } from '../../../ds/form-field/form-field';
import { Modal } from '../../../ds/modal/modal';
import { TextInput } from '../../../ds/text-input/text-input';

interface DeleteTenantDialogProps {
  tenant: TenantResponse;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Deletes the tenant; the dialog shows it busy until this settles. */
  onConfirm: () => Promise<void>;
}

/** Deleting a tenant loses all its data: the user types its name before the button works. */
export const DeleteTenantDialog = ({ tenant, open, onOpenChange, onConfirm }: DeleteTenantDialogProps) => {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [isDeleting, setDeleting] = useState(false);

  const close = (next: boolean) => {
    if (!next) {
      setTyped('');
    }
    onOpenChange(next);
  };

  const confirm = async () => {
    setDeleting(true);
    try {
      await onConfirm();
    } finally {
      setDeleting(false);
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={close}
      title={t('tenants.delete_title', { name: tenant.name })}
      description={t('tenants.delete_description')}
      closeLabel={t('general.close')}
      data-testid="delete-tenant-dialog"
      footer={
        <>
          <Button onClick={() => close(false)}>{t('general.cancel')}</Button>
          <Button
            variant="danger"
            disabled={typed !== tenant.name}
            isLoading={isDeleting}
            onClick={() => void confirm().catch(() => undefined)}
            data-testid="delete-tenant-confirm"
          >
            {t('tenants.delete_button')}
          </Button>
        </>
      }
    >
      <FormField id="delete-tenant-name" label={t('tenants.delete_confirm_label', { name: tenant.name })}>
        {(control) => (
          <TextInput
            {...control}
            value={typed}
            autoComplete="off"
            onChange={(event) => setTyped(event.target.value)}
            data-testid="delete-tenant-name"
          />
        )}
      </FormField>
    </Modal>
  );
};
