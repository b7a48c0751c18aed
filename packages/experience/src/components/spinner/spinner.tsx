import clsx from 'clsx';

import styles from './spinner.module.css';

/** A decorative spinner; callers say in text what is loading. */
export const Spinner = ({ className }: { className?: string }) => (
  <span className={clsx(styles.spinner, className)} aria-hidden="true" />
);
