import type { Sku, TenantResponse } from '@tessera/schemas';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { FormCard } from '../../../components/form-card/form-card';
import { useFormatDate } from '../../../components/formatted-date/use-format-date';
import { useFormatCents } from '../../../components/plan-selection/money';
import styles from './subscription-tab.module.css';

interface CurrentPlanCardProps {
  tenant: TenantResponse;
  /** The plan's SKU, when the plan is sold: its price is shown. */
  sku: Sku | undefined;
  /** What the user may do about the plan. */
  actions?: ReactNode;
}

/** The plan the tenant is on, its monthly price (from cents) and when the period renews. */
export const CurrentPlanCard = ({ tenant, sku, actions }: CurrentPlanCardProps) => {
  const { t } = useTranslation();
  const { formatDate } = useFormatDate();
  const formatCents = useFormatCents();
  const { subscription } = tenant;
  const price =
    sku?.unitPrice === null || sku?.unitPrice === undefined
      ? undefined
      : t('tenant_subscription.price_per_month', { price: formatCents(sku.unitPrice) });

  return (
    <FormCard title={t('tenant_subscription.current_plan')} description={t('tenant_subscription.current_plan_description')} data-testid="current-plan">
      <div className={styles.plan}>
        <p className={styles.planName} data-testid="current-plan-name">
          {tenant.planName}
        </p>
        {price && (
          <p className={styles.muted} data-testid="current-plan-price">
            {price}
          </p>
        )}
      </div>
      <p className={styles.muted} data-testid="current-plan-renewal">
        {t('tenant_subscription.renews_on', { date: formatDate(Date.parse(subscription.currentPeriodEnd)) })}
      </p>
      {actions}
    </FormCard>
  );
};
