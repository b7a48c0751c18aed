import type { Sku, TenantCreateBody, TenantResponse } from '@tessera/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { useCreateTenant } from '../../api/tenants/mutations';
import { useTenants } from '../../api/tenants/queries';
import { Modal } from '../../ds/modal/modal';
import { useToast } from '../../ds/toast/use-toast';
import { hasReachedFreeTenantCap, planOf } from '../plan-selection/plan-offers';
import { PlanSelectionModal } from '../plan-selection/plan-selection-modal';
import { useStartCheckout } from '../plan-selection/use-start-checkout';
import { CreateTenantForm } from './create-tenant-form';

interface CreateTenantModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

type ProductionTenant = TenantCreateBody & { tag: 'production' };

/**
 * The create-tenant modal (spec 000 §2.7, §4.4): a development tenant is created at once; a
 * production one first gets a plan: Free creates it here, a paid plan goes through checkout.
 * On success the console switches to the new tenant.
 */
export const CreateTenantModal = ({ open, onOpenChange }: CreateTenantModalProps) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const tenants = useTenants();
  const createTenant = useCreateTenant();
  const startCheckout = useStartCheckout();
  const [production, setProduction] = useState<ProductionTenant>();
  const [pendingSkuId, setPendingSkuId] = useState<string>();

  const onCreated = (tenant: TenantResponse) => {
    setProduction(undefined);
    onOpenChange(false);
    toast.success(t('tenants.created', { name: tenant.name }));
    navigate(`/${tenant.id}`);
  };

  const onSelectPlan = async (sku: Sku) => {
    if (!production) {
      return;
    }
    setPendingSkuId(sku.id);
    try {
      if (planOf(sku.id) === 'free') {
        onCreated(await createTenant.mutateAsync(production));
        return;
      }
      await startCheckout.mutateAsync({
        sku,
        tenantName: production.name ?? '',
        tenantRegionName: production.regionName,
      });
    } catch {
      // The API client has shown the error; the cards stay for another try.
    } finally {
      setPendingSkuId(undefined);
    }
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
      <PlanSelectionModal
        open={open && production !== undefined}
        onOpenChange={(isOpen) => {
          if (!isOpen && pendingSkuId === undefined) {
            // Back to the form, its values as they were.
            setProduction(undefined);
          }
        }}
        description={t('billing.plans.description')}
        freeDisabledReason={hasReachedFreeTenantCap(tenants.data ?? []) ? t('billing.plans.free_cap_reached') : undefined}
        pendingSkuId={pendingSkuId}
        onSelect={(sku) => {
          void onSelectPlan(sku);
        }}
      />
    </>
  );
};
