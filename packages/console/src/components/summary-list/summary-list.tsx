import type { ReactNode } from 'react';

import styles from './summary-list.module.css';

/** Labelled facts of one record (a log, a delivery) as a description list. */
export const SummaryList = ({ children }: { children: ReactNode }) => (
  <dl className={styles.list}>{children}</dl>
);

/** One fact of a `SummaryList`: its label, then its value. */
export const SummaryRow = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className={styles.row}>
    <dt>{label}</dt>
    <dd>{children}</dd>
  </div>
);
