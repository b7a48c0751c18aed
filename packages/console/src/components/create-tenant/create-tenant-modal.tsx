import type { TenantResponse } from '@tessera/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { useCreateTenant } from '../../api/tenants/mutations';
import { Modal } from '../../ds/modal/modal';
import { useToast } from '../../ds/toast/use-toast';
import { CreateTenantForm } from './create-tenant-form';
import { ProductionPlanModal, type ProductionTenant } from './production-plan-modal';

interface CreateTenantModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The create-tenant modal (spec 000 §2.7, §4.4): a development tenant is created at once; a
 * production one first gets a plan: Free creates it here, a paid plan goes through checkout.
 * On success the console switches to the new tenant.
 */
export const CreateTenantModal = ({ open, onOpenChange }: CreateTenantModalProps) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const createTenant = useCreateTenant();
  const [production, setProduction] = useState<ProductionTenant>();

  const onCreated = (tenant: TenantResponse) => {
    setProduction(undefined);
    onOpenChange(false);
    toast.success(t('tenants.created', { name: tenant.name }));
    navigate(`/${tenant.id}`);
  };

  return (
    <>
      <Modal
        open={open}
        onOpenChange={onOpenChange}
        title={t('tenants.create_title')}
        description={t('tenants.create_description')}
        closeLabel={t('general.close')}
        data-testid="create-tenant-modal"
      >
        {open && (
          <CreateTenantForm
            onCancel={() => onOpenChange(false)}
            onCreated={onCreated}
            onChoosePlan={setProduction}
          />
        )}
      </Modal>
      <ProductionPlanModal
        tenant={open ? production : undefined}
        onBack={() => setProduction(undefined)}
        onChooseFree={async (tenant) => {
          onCreated(await createTenant.mutateAsync(tenant));
        }}
      />
    </>
  );
};
