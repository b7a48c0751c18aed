import { loadingSpinnerDelayMs } from '@tessera/schemas';
import clsx from 'clsx';
import { useEffect, useState, type ButtonHTMLAttributes, type Ref } from 'react';

import { Spinner } from '../spinner/spinner';
import styles from './button.module.css';

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: 'primary' | 'secondary';
  isLoading?: boolean;
  ref?: Ref<HTMLButtonElement>;
};

/** Shows the spinner only after a delay, so quick answers do not flicker. */
const useDelayedFlag = (flag: boolean, delayMs: number) => {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!flag) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [flag, delayMs]);
  return shown;
};

export const Button = ({
  variant = 'primary',
  isLoading = false,
  className,
  children,
  disabled,
  type = 'button',
  ...rest
}: ButtonProps) => {
  const showSpinner = useDelayedFlag(isLoading, loadingSpinnerDelayMs);
  return (
    <button
      type={type}
      className={clsx(styles.button, styles[variant], className)}
      // Stays focusable while busy (aria-disabled, not disabled) so focus is not lost mid-submit.
      disabled={disabled}
      aria-disabled={isLoading || undefined}
      aria-busy={isLoading || undefined}
      {...rest}
      onClick={isLoading ? (event) => event.preventDefault() : rest.onClick}
    >
      {showSpinner && <Spinner />}
      <span>{children}</span>
    </button>
  );
};
