import type { Sku } from '@tessera/schemas';
import { useTranslation } from 'react-i18next';

import { useSkus, useSubscriptionPlans } from '../../api/subscriptions/queries';
import { EmptyState } from '../../ds/empty-state/empty-state';
import { LoadingView } from '../../ds/loading-view/loading-view';
import { Modal } from '../../ds/modal/modal';
import { PlanCard } from './plan-card';
import { planOf, toPlanOffers } from './plan-offers';
import styles from './plan-selection.module.css';

interface PlanSelectionModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  description: string;
  /** The plan the tenant is on: its card says so and cannot be chosen. */
  currentPlanId?: string;
  /** Why the Free card cannot be chosen (the free-tenant cap), if it cannot. */
  freeDisabledReason?: string;
  /** The SKU whose choice is under way: its button spins, the other waits. */
  pendingSkuId?: string;
  onSelect: (sku: Sku) => void;
}

/** The Free and Pro cards of a production tenant (spec 000 §2.7), for a new tenant or a plan change. */
export const PlanSelectionModal = ({
  open,
  onOpenChange,
  description,
  currentPlanId,
  freeDisabledReason,
  pendingSkuId,
  onSelect,
}: PlanSelectionModalProps) => {
  const { t } = useTranslation();

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('billing.plans.title')}
      description={description}
      closeLabel={t('general.close')}
      className={styles.wide}
      data-testid="plan-selection-modal"
    >
      {open && (
        <PlanCards
          currentPlanId={currentPlanId}
          freeDisabledReason={freeDisabledReason}
          pendingSkuId={pendingSkuId}
          onSelect={onSelect}
        />
      )}
    </Modal>
  );
};

const PlanCards = ({
  currentPlanId,
  freeDisabledReason,
  pendingSkuId,
  onSelect,
}: Pick<PlanSelectionModalProps, 'currentPlanId' | 'freeDisabledReason' | 'pendingSkuId' | 'onSelect'>) => {
  const { t } = useTranslation();
  const skus = useSkus('Basic');
  // Plans only lend their names to SKUs without one: the cards do not wait for them.
  const plans = useSubscriptionPlans({ hideErrorToast: true });

  if (skus.isPending) {
    return <LoadingView label={t('general.loading')} />;
  }
  if (skus.isError) {
    return <EmptyState title={t('billing.plans.loading_failed')} headingLevel="h3" />;
  }
  const currentPlan = currentPlanId === undefined ? undefined : planOf(currentPlanId);

  return (
    <div className={styles.cards}>
      {toPlanOffers(skus.data, plans.data).map((offer) => (
        <PlanCard
          key={offer.plan}
          offer={offer}
          isCurrent={offer.plan === currentPlan}
          disabledReason={offer.plan === 'free' ? freeDisabledReason : undefined}
          isPending={pendingSkuId === offer.sku.id}
          isBusy={pendingSkuId !== undefined && pendingSkuId !== offer.sku.id}
          onSelect={() => {
            onSelect(offer.sku);
          }}
        />
      ))}
    </div>
  );
};
