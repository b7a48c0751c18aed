import { loadingSpinnerDelayMs } from '@tessera/schemas';
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';

import { Spinner } from '../spinner/spinner';
import { buttonClassName, type ButtonLook } from './button-class-name';
import styles from './button.module.css';
import { useDelayedFlag } from './use-delayed-flag';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  ButtonLook & {
    /** Disables the button at once; the spinner shows only if loading lasts 500 ms. */
    isLoading?: boolean;
    icon?: ReactNode;
    ref?: Ref<HTMLButtonElement>;
  };

export const Button = ({
  variant,
  size,
  className,
  isLoading = false,
  icon,
  disabled,
  type = 'button',
  children,
  ...props
}: ButtonProps) => {
  const showSpinner = useDelayedFlag(isLoading, loadingSpinnerDelayMs);

  return (
    <button
      type={type}
      className={buttonClassName({ variant, size, className })}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      {...props}
    >
      {showSpinner ? <Spinner size="small" data-testid="button-spinner" /> : icon}
      {children !== undefined && <span className={styles.label}>{children}</span>}
    </button>
  );
};
