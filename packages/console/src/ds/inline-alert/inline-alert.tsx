import clsx from 'clsx';
import type { ReactNode } from 'react';

import styles from './inline-alert.module.css';

interface InlineAlertProps {
  variant?: 'info' | 'warning' | 'danger';
  children: ReactNode;
  className?: string;
  'data-testid'?: string;
}

/** A notice inside the page flow (not a toast): read-only notes, one-time secrets, failures. */
export const InlineAlert = ({ variant = 'info', children, className, 'data-testid': testId }: InlineAlertProps) => (
  <div
    className={clsx(styles.alert, styles[variant], className)}
    role={variant === 'info' ? 'note' : 'alert'}
    data-testid={testId}
  >
    {children}
  </div>
);
