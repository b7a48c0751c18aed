import clsx from 'clsx';
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';

import styles from './icon-button.module.css';

type IconButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label'> & {
  /** Required: the button has no visible text. */
  label: string;
  children: ReactNode;
  size?: 'small' | 'medium';
  ref?: Ref<HTMLButtonElement>;
};

export const IconButton = ({ label, size = 'medium', className, type = 'button', ...props }: IconButtonProps) => (
  <button
    type={type}
    aria-label={label}
    title={label}
    className={clsx(styles.iconButton, styles[size], className)}
    {...props}
  />
);
