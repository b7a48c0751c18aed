import { Card } from '../../ds/card/card';
import { Skeleton } from '../../ds/skeleton/skeleton';
import styles from './profile.module.css';

/** Stands in for the profile's sections while the user loads. */
export const ProfileSkeleton = () => (
  <div className={styles.sections} aria-busy="true" data-testid="profile-skeleton">
    {[3, 2].map((rows, index) => (
      <Card key={index} className={styles.section}>
        <Skeleton width={180} height={20} />
        {Array.from({ length: rows }, (_, row) => (
          <div key={row} className={styles.row}>
            <Skeleton width={120} />
            <Skeleton width={240} />
          </div>
        ))}
      </Card>
    ))}
  </div>
);
