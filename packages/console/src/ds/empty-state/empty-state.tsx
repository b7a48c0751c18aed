import type { ReactNode } from 'react';

import styles from './empty-state.module.css';

interface EmptyStateProps {
  title: string;
  description?: string;
  illustration?: ReactNode;
  action?: ReactNode;
  /** The heading level that fits the surrounding page outline. */
  headingLevel?: 'h1' | 'h2' | 'h3';
  'data-testid'?: string;
}

export const EmptyState = ({
  title,
  description,
  illustration,
  action,
  headingLevel: Heading = 'h2',
  'data-testid': testId,
}: EmptyStateProps) => (
  <section className={styles.emptyState} data-testid={testId}>
    {illustration && <div className={styles.illustration}>{illustration}</div>}
    <Heading className={styles.title}>{title}</Heading>
    {description && <p className={styles.description}>{description}</p>}
    {action && <div className={styles.action}>{action}</div>}
  </section>
);
