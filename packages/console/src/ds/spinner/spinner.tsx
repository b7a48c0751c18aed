import clsx from 'clsx';
import type { HTMLAttributes } from 'react';

import styles from './spinner.module.css';

export type SpinnerProps = HTMLAttributes<HTMLSpanElement> & { size?: 'small' | 'medium' | 'large' };

/** A decorative spinner; whoever shows it announces the busy state (aria-busy, a label…). */
export const Spinner = ({ size = 'medium', className, ...props }: SpinnerProps) => (
  <span aria-hidden className={clsx(styles.spinner, styles[size], className)} {...props} />
);
