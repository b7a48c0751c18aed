import clsx from 'clsx';
import type { ReactNode } from 'react';

import styles from './tag.module.css';

export type TagVariant = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

interface TagProps {
  variant?: TagVariant;
  children: ReactNode;
  'data-testid'?: string;
}

/** A small status label. */
export const Tag = ({ variant = 'neutral', children, 'data-testid': testId }: TagProps) => (
  <span className={clsx(styles.tag, styles[variant])} data-testid={testId}>
    {children}
  </span>
);
