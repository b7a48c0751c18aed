import clsx from 'clsx';
import { useTranslation } from 'react-i18next';

import { Card } from '../../../ds/card/card';
import { Skeleton } from '../../../ds/skeleton/skeleton';
import styles from './stat-card.module.css';

interface StatCardProps {
  title: string;
  /** Undefined while loading. */
  count?: number;
  /** The change against the previous period; left out for figures without one. */
  delta?: number;
  /** The figure could not load: no skeleton (the page says why). */
  hasError?: boolean;
  'data-testid'?: string;
}

/** One figure of the dashboard, with how it moved since the period before. */
export const StatCard = ({
  title,
  count,
  delta,
  hasError = false,
  'data-testid': testId,
}: StatCardProps) => {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const signed = new Intl.NumberFormat(i18n.language, { signDisplay: 'exceptZero' });

  return (
    <Card
      className={styles.card}
      data-testid={testId}
      aria-busy={(count === undefined && !hasError) || undefined}
    >
      <h2 className={styles.title}>{title}</h2>
      {count !== undefined ? (
        <p className={styles.count}>{number.format(count)}</p>
      ) : (
        !hasError && <Skeleton height={32} width="50%" />
      )}
      {delta !== undefined && count !== undefined && (
        <p
          className={clsx(styles.delta, delta > 0 && styles.up, delta < 0 && styles.down)}
          title={
            delta === 0
              ? t('dashboard.delta_same')
              : t(delta > 0 ? 'dashboard.delta_up' : 'dashboard.delta_down', {
                  value: number.format(Math.abs(delta)),
                })
          }
          data-testid={testId && `${testId}-delta`}
        >
          {signed.format(delta)}
        </p>
      )}
    </Card>
  );
};
