import { Card } from '../../ds/card/card';
import { Skeleton } from '../../ds/skeleton/skeleton';
import styles from './onboarding.module.css';

/** Stands in for a step while what it needs loads. */
export const OnboardingSkeleton = () => (
  <div className={styles.step} aria-busy="true" data-testid="onboarding-skeleton">
    <Skeleton width={120} height={14} />
    <Skeleton width={320} height={28} />
    <Card className={styles.card}>
      {[0, 1, 2].map((row) => (
        <div key={row} className={styles.fields}>
          <Skeleton width={160} />
          <Skeleton height={36} />
        </div>
      ))}
    </Card>
  </div>
);
