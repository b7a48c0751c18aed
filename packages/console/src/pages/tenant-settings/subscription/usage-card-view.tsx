import clsx from 'clsx';
import { useTranslation } from 'react-i18next';

import { Card } from '../../../ds/card/card';
import { Tag } from '../../../ds/tag/tag';
import type { UsageCard } from './usage-cards';
import styles from './usage-card-view.module.css';

interface UsageCardViewProps {
  card: UsageCard;
  /** A line saying what the MAU and token cards count (pro plans show them). */
  showTip: boolean;
}

const tipKeys = { mauLimit: 'tenant_subscription.tips.mauLimit', tokenLimit: 'tenant_subscription.tips.tokenLimit' } as const;

/** One usage card: a count against its quota with a bar, or a feature's active/inactive state. */
export const UsageCardView = ({ card, showTip }: UsageCardViewProps) => {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 });
  const title = t(`tenant_subscription.cards.${card.key}`);
  const testId = `usage-card-${card.key}`;
  const tipKey = showTip && (card.key === 'mauLimit' || card.key === 'tokenLimit') ? tipKeys[card.key] : undefined;
  const tip = tipKey && <p className={styles.tip}>{t(tipKey)}</p>;

  if (card.kind === 'feature') {
    return (
      <Card className={styles.card} data-testid={testId}>
        <div className={styles.header}>
          <h3 className={styles.title}>{title}</h3>
          <Tag variant={card.isActive ? 'success' : 'neutral'} data-testid={`${testId}-state`}>
            {t(card.isActive ? 'tenant_subscription.active' : 'tenant_subscription.inactive')}
          </Tag>
        </div>
        {tip}
      </Card>
    );
  }

  const usage = number.format(card.usage);
  return (
    <Card className={clsx(styles.card, card.isExceeded && styles.exceeded)} data-testid={testId}>
      <div className={styles.header}>
        <h3 className={styles.title}>{title}</h3>
        {card.isExceeded && (
          <Tag variant="danger" data-testid={`${testId}-exceeded`}>
            {t('tenant_subscription.quota_exceeded')}
          </Tag>
        )}
      </div>
      {tip}
      <p className={styles.figure} data-testid={`${testId}-figure`}>
        {card.quota === null
          ? t('tenant_subscription.usage_without_quota', { usage })
          : t('tenant_subscription.usage_of_quota', { usage, quota: number.format(card.quota) })}
      </p>
      {card.percent !== undefined && (
        <>
          <div
            className={styles.bar}
            role="progressbar"
            aria-label={title}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.min(card.percent, 100)}
            aria-valuetext={percent.format(card.percent / 100)}
          >
            <div className={styles.fill} style={{ inlineSize: `${Math.min(card.percent, 100)}%` }} />
          </div>
          <p className={styles.tip} data-testid={`${testId}-percent`}>
            {t('tenant_subscription.percent_used', { percent: percent.format(card.percent / 100) })}
          </p>
        </>
      )}
    </Card>
  );
};
