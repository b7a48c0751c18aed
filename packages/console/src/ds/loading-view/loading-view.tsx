import { Spinner } from '../spinner/spinner';
import styles from './loading-view.module.css';

/** A full-area loading state; `label` is announced to screen readers. */
export const LoadingView = ({ label }: { label: string }) => (
  <div className={styles.loadingView} role="status" aria-live="polite" data-testid="loading-view">
    <Spinner size="large" />
    <span className={styles.label}>{label}</span>
  </div>
);
