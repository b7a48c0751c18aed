import type { TenantResponse } from '@tessera/schemas';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { Modal } from '../../ds/modal/modal';
import { useToast } from '../../ds/toast/use-toast';
import { CreateTenantForm } from './create-tenant-form';

interface CreateTenantModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The create-tenant modal (spec 000 §2.7): on success the console switches to the new tenant. */
export const CreateTenantModal = ({ open, onOpenChange }: CreateTenantModalProps) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();

  const onCreated = (tenant: TenantResponse) => {
    onOpenChange(false);
    toast.success(t('tenants.created', { name: tenant.name }));
    navigate(`/${tenant.id}`);
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('tenants.create_title')}
      description={t('tenants.create_description')}
      closeLabel={t('general.close')}
      data-testid="create-tenant-modal"
    >
      {open && <CreateTenantForm onCancel={() => onOpenChange(false)} onCreated={onCreated} />}
    </Modal>
  );
};
