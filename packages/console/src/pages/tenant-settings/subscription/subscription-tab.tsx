import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { useSkus, useSubscriptionUsage } from '../../../api/subscriptions/queries';
import { useTenant } from '../../../api/tenants/queries';
import { useTenantPermissions } from '../../../auth/use-tenant-permissions';
import { NotFound } from '../../../components/not-found/not-found';
import { EmptyState } from '../../../ds/empty-state/empty-state';
import { LoadingView } from '../../../ds/loading-view/loading-view';
import { CurrentPlanCard } from './current-plan-card';
import { PlanActions } from './plan-actions';
import { UsageCardView } from './usage-card-view';
import { toUsageCards } from './usage-cards';
import styles from './subscription-tab.module.css';

/**
 * `/tenant-settings/subscription` (cloud, tenant managers of production tenants): the current
 * plan and what the tenant uses of it this period.
 */
export default function SubscriptionTab() {
  const { t } = useTranslation();
  const { tenantId = '' } = useParams();
  const { canManageTenant } = useTenantPermissions();
  const tenant = useTenant(tenantId);
  const usage = useSubscriptionUsage(tenantId);
  const skus = useSkus('Basic');

  if (tenant.isPending || usage.isPending) {
    return <LoadingView label={t('general.loading')} />;
  }
  if (tenant.isError || usage.isError) {
    return <EmptyState title={t('tenant_subscription.loading_failed')} />;
  }
  if (!tenant.data || tenant.data.tag === 'development' || !canManageTenant) {
    // Not one of the user's tenants, one without a subscription to show, or not theirs to manage.
    return <NotFound />;
  }
  const current = tenant.data;
  const { planId, isAddOnAvailable } = current.subscription;
  const cards = toUsageCards(planId, isAddOnAvailable, usage.data);
  // SKU ids are `Pro` where plan ids are `pro`.
  const sku = skus.data?.find((item) => item.id.toLowerCase() === planId.toLowerCase());

  return (
    <div className={styles.page}>
      <CurrentPlanCard tenant={current} sku={sku} actions={<PlanActions tenant={current} currentSku={sku} />} />
      <section className={styles.page} aria-labelledby="subscription-usage-title">
        <h2 className={styles.sectionTitle} id="subscription-usage-title">
          {t('tenant_subscription.usage_title')}
        </h2>
        {planId !== 'enterprise' && (
          <p className={styles.muted} data-testid="usage-tip">
            {t('tenant_subscription.usage_tip')}
          </p>
        )}
        <div className={styles.cards}>
          {cards.map((card) => (
            <UsageCardView key={card.key} card={card} showTip={planId === 'pro'} />
          ))}
        </div>
      </section>
    </div>
  );
}
