import type { Sku, TenantResponse } from '@tessera/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useCancelSubscription, useCustomerPortal } from '../../../api/subscriptions/mutations';
import { useConfirm } from '../../../components/confirm/use-confirm';
import { planOf } from '../../../components/plan-selection/plan-offers';
import { PlanSelectionModal } from '../../../components/plan-selection/plan-selection-modal';
import { useStartCheckout } from '../../../api/subscriptions/use-start-checkout';
import { useTenantPath } from '../../../components/tenant-path/use-tenant-path';
import { Button } from '../../../ds/button/button';
import { ExternalLinkIcon } from '../../../ds/icons/icons';
import { useToast } from '../../../ds/toast/use-toast';
import styles from './subscription-tab.module.css';

interface PlanActionsProps {
  tenant: TenantResponse;
  /** The SKU the tenant is on, when it is sold: a cheaper choice is a downgrade. */
  currentSku: Sku | undefined;
}

/**
 * Changing the plan and paying for it (tenant managers of production tenants): a paid plan is
 * bought through checkout, which comes back to this tab; Free cancels the paid subscription after
 * a confirmation (spec 000 §4.6); "manage payment" opens the payment provider's portal in a new tab.
 */
export const PlanActions = ({ tenant, currentSku }: PlanActionsProps) => {
  const { t } = useTranslation();
  const toast = useToast();
  const { show } = useConfirm();
  const tenantPath = useTenantPath();
  const [isChoosing, setChoosing] = useState(false);
  const [pendingSkuId, setPendingSkuId] = useState<string>();
  const startCheckout = useStartCheckout();
  const cancelSubscription = useCancelSubscription(tenant.id);
  const customerPortal = useCustomerPortal(tenant.id);
  const isPaid = planOf(tenant.planId) !== 'free';

  const cancel = async () => {
    setChoosing(false);
    const [confirmed] = await show({
      title: t('billing.subscription.cancel_title'),
      content: t('billing.subscription.cancel_content'),
      confirmButtonText: t('billing.subscription.cancel_confirm'),
      isDanger: true,
    });
    if (!confirmed) {
      return;
    }
    await cancelSubscription.mutateAsync(undefined);
    toast.success(t('billing.subscription.cancelled'));
  };

  const onSelect = async (sku: Sku) => {
    setPendingSkuId(sku.id);
    try {
      if (planOf(sku.id) === 'free') {
        await cancel();
        return;
      }
      await startCheckout.mutateAsync({
        sku,
        tenantId: tenant.id,
        callbackPage: tenantPath('tenant-settings/subscription'),
        isDowngrade: (sku.unitPrice ?? 0) < (currentSku?.unitPrice ?? 0),
      });
    } catch {
      // The API client has shown the error; the plan stays as it was.
    } finally {
      setPendingSkuId(undefined);
    }
  };

  const openPortal = async () => {
    try {
      const { redirectUri } = await customerPortal.mutateAsync(window.location.href);
      window.open(redirectUri, '_blank', 'noopener,noreferrer');
    } catch {
      // The API client has shown the error.
    }
  };

  return (
    <div className={styles.actions}>
      {!tenant.subscription.isEnterprisePlan && (
        <Button variant="primary" onClick={() => setChoosing(true)} data-testid="change-plan">
          {t('billing.subscription.change_plan')}
        </Button>
      )}
      {isPaid && (
        <Button
          icon={<ExternalLinkIcon />}
          isLoading={customerPortal.isPending}
          onClick={() => {
            void openPortal();
          }}
          data-testid="manage-payment"
        >
          {t('billing.subscription.manage_payment')}
          <span className={styles.visuallyHidden}> {t('general.opens_in_new_tab')}</span>
        </Button>
      )}
      <PlanSelectionModal
        open={isChoosing}
        onOpenChange={(isOpen) => {
          if (pendingSkuId === undefined) {
            setChoosing(isOpen);
          }
        }}
        description={t('billing.plans.change_description')}
        currentPlanId={tenant.planId}
        pendingSkuId={pendingSkuId}
        onSelect={(sku) => {
          void onSelect(sku);
        }}
      />
    </div>
  );
};
