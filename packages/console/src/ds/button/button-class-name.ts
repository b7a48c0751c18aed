import clsx from 'clsx';

import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'outline' | 'text' | 'danger';
export type ButtonSize = 'small' | 'medium' | 'large';

export interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/** Shared by buttons and links that look like buttons. */
export const buttonClassName = ({ variant = 'outline', size = 'medium', className }: ButtonLook) =>
  clsx(styles.button, styles[variant], styles[size], className);
