import type { ReactNode } from 'react';

import { Card } from '../../ds/card/card';
import styles from './profile.module.css';

/** A titled card of the profile page. */
export const ProfileSection = ({
  title,
  children,
  'data-testid': testId,
}: {
  title: string;
  children: ReactNode;
  'data-testid'?: string;
}) => (
  <Card className={styles.section} data-testid={testId}>
    <h2 className={styles.sectionTitle}>{title}</h2>
    <dl className={styles.rows}>{children}</dl>
  </Card>
);

interface ProfileRowProps {
  label: string;
  children: ReactNode;
  action?: ReactNode;
  'data-testid'?: string;
}

/** One setting: its name, its current value, and what can be done with it. */
export const ProfileRow = ({ label, children, action, 'data-testid': testId }: ProfileRowProps) => (
  <div className={styles.row} data-testid={testId}>
    <dt className={styles.rowLabel}>{label}</dt>
    <dd className={styles.rowValue}>{children}</dd>
    {action && <dd className={styles.rowAction}>{action}</dd>}
  </div>
);
