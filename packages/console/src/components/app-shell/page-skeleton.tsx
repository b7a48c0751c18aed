import { Skeleton } from '../../ds/skeleton/skeleton';
import styles from './app-shell.module.css';

/** Stands in for a page while its code loads. */
export const PageSkeleton = () => (
  <div className={styles.skeleton} aria-busy="true" data-testid="page-skeleton">
    <Skeleton width={240} height={28} />
    <Skeleton width={420} height={16} />
    <Skeleton height={240} />
  </div>
);
