import clsx from 'clsx';
import type { HTMLAttributes } from 'react';

import styles from './card.module.css';

export const Card = ({ className, ...props }: HTMLAttributes<HTMLDivElement>) => (
  <div className={clsx(styles.card, className)} {...props} />
);
