import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

import { useActiveUsers } from '../../../api/dashboard/queries';
import { Card } from '../../../ds/card/card';
import { Skeleton } from '../../../ds/skeleton/skeleton';
import { TextInput } from '../../../ds/text-input/text-input';
import styles from './active-users-section.module.css';

const ActiveUsersChart = lazy(() => import('./active-users-chart'));

interface ActiveUsersSectionProps {
  /** The series' last day (`YYYY-MM-DD`, UTC). */
  date: string;
  /** The latest day one may pick: today (UTC). */
  maxDate: string;
  onDateChange: (date: string) => void;
}

const chartSkeleton = <Skeleton height={280} />;

/** The daily active users of the 30 days up to a picked day, as a chart. */
export const ActiveUsersSection = ({ date, maxDate, onDateChange }: ActiveUsersSectionProps) => {
  const { t } = useTranslation();
  const query = useActiveUsers(date);
  const points = query.data?.dauCurve;

  return (
    <Card className={styles.section} aria-busy={query.isPending || undefined}>
      <div className={styles.header}>
        <h2 className={styles.title}>{t('dashboard.active_users_chart')}</h2>
        <label className={styles.picker}>
          <span>{t('dashboard.chart_date')}</span>
          <TextInput
            type="date"
            value={date}
            max={maxDate}
            required
            data-testid="dashboard-date"
            onChange={(event) => {
              if (event.target.value) {
                onDateChange(event.target.value);
              }
            }}
          />
        </label>
      </div>
      <figure className={styles.figure} aria-label={t('dashboard.active_users_chart')}>
        {query.isError ? (
          <p role="alert">{t('dashboard.load_failed')}</p>
        ) : !points ? (
          chartSkeleton
        ) : points.every(({ count }) => count === 0) ? (
          <p className={styles.empty}>{t('dashboard.chart_empty')}</p>
        ) : (
          <Suspense fallback={chartSkeleton}>
            <ActiveUsersChart points={points} />
          </Suspense>
        )}
      </figure>
    </Card>
  );
};
