import clsx from 'clsx';
import type { InputHTMLAttributes, Ref } from 'react';

import styles from './text-input.module.css';

export type TextInputProps = InputHTMLAttributes<HTMLInputElement> & {
  hasError?: boolean;
  /** Monospace, for ids, URIs and keys. */
  isMono?: boolean;
  ref?: Ref<HTMLInputElement>;
};

export const TextInput = ({ hasError = false, isMono = false, className, type = 'text', ...props }: TextInputProps) => (
  <input
    type={type}
    className={clsx(styles.input, isMono && styles.mono, hasError && styles.error, className)}
    aria-invalid={hasError || undefined}
    {...props}
  />
);
