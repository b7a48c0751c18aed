import type { ReactNode } from 'react';

import { Card } from '../../ds/card/card';
import styles from './form-card.module.css';

interface FormCardProps {
  title: string;
  description?: string;
  children: ReactNode;
  'data-testid'?: string;
}

/** A titled section of a settings form: what it is about on one side, its fields on the other. */
export const FormCard = ({ title, description, children, 'data-testid': testId }: FormCardProps) => (
  <Card className={styles.card} data-testid={testId}>
    <section className={styles.layout} aria-label={title}>
      <div>
        <h2 className={styles.title}>{title}</h2>
        {description && <p className={styles.description}>{description}</p>}
      </div>
      <div className={styles.body}>{children}</div>
    </section>
  </Card>
);
