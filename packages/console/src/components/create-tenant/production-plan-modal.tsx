import type { Sku, TenantCreateBody } from '@tessera/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useTenants } from '../../api/tenants/queries';
import { hasReachedFreeTenantCap, planOf } from '../plan-selection/plan-offers';
import { PlanSelectionModal } from '../plan-selection/plan-selection-modal';
import { useStartCheckout } from '../../api/subscriptions/use-start-checkout';

export type ProductionTenant = TenantCreateBody & { tag: 'production' };

interface ProductionPlanModalProps {
  /** The production tenant waiting for its plan; the cards show while there is one. */
  tenant: ProductionTenant | undefined;
  /** Closed without a choice: back to the form, its values as they were. */
  onBack: () => void;
  /** Free chosen: create the tenant here. A failure has been reported; the cards stay. */
  onChooseFree: (tenant: ProductionTenant) => Promise<void>;
  /** Where a declined or abandoned payment returns to (a console path); `/` unless given. */
  callbackPage?: string;
  /** What the cards are about, when this place says more than the usual description. */
  description?: string;
}

/**
 * The plan of a new production tenant (spec 000 §2.7, §4.4), for the create-tenant modal and the
 * onboarding: Free creates the tenant at once, a paid plan goes through checkout, which creates
 * it once the payment completes.
 */
export const ProductionPlanModal = ({
  tenant,
  onBack,
  onChooseFree,
  callbackPage,
  description,
}: ProductionPlanModalProps) => {
  const { t } = useTranslation();
  // Read for the free-tenant cap only while the cards are open: the modal sits closed in every
  // topbar, including pages of users who may not list tenants.
  const tenants = useTenants({ enabled: tenant !== undefined });
  const startCheckout = useStartCheckout();
  const [pendingSkuId, setPendingSkuId] = useState<string>();

  const onSelect = async (sku: Sku) => {
    if (!tenant) {
      return;
    }
    setPendingSkuId(sku.id);
    try {
      if (planOf(sku.id) === 'free') {
        await onChooseFree(tenant);
        return;
      }
      await startCheckout.mutateAsync({ sku, callbackPage, tenantName: tenant.name ?? '', tenantRegionName: tenant.regionName });
    } catch {
      // The API client has shown the error; the cards stay for another try.
    } finally {
      setPendingSkuId(undefined);
    }
  };

  return (
    <PlanSelectionModal
      open={tenant !== undefined}
      onOpenChange={(isOpen) => {
        if (!isOpen && pendingSkuId === undefined) {
          onBack();
        }
      }}
      description={description ?? t('billing.plans.description')}
      freeDisabledReason={
        hasReachedFreeTenantCap(tenants.data ?? [])
          ? t('billing.plans.free_cap_reached')
          : undefined
      }
      pendingSkuId={pendingSkuId}
      onSelect={(sku) => {
        void onSelect(sku);
      }}
    />
  );
};
