import clsx from 'clsx';
import type { ReactNode, Ref } from 'react';

import styles from './alert.module.css';

type AlertProps = {
  tone?: 'error' | 'warning';
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
  'data-testid'?: string;
};

/** A message about the whole form or page; announced by screen readers when it appears. */
export const Alert = ({ tone = 'error', children, ref, 'data-testid': testId }: AlertProps) => (
  <div
    ref={ref}
    role="alert"
    tabIndex={-1}
    className={clsx(styles.alert, styles[tone])}
    data-testid={testId}
  >
    <svg className={styles.icon} viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
      <circle cx="10" cy="10" r="8.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <path
        d="M10 5.5v5.5M10 13.5v1"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
    </svg>
    <div>{children}</div>
  </div>
);
