import clsx from 'clsx';
import type { Ref, TextareaHTMLAttributes } from 'react';

import styles from './text-input.module.css';

export type TextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  hasError?: boolean;
  isMono?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
};

export const Textarea = ({ hasError = false, isMono = false, className, ...props }: TextareaProps) => (
  <textarea
    className={clsx(styles.input, styles.textarea, isMono && styles.mono, hasError && styles.error, className)}
    aria-invalid={hasError || undefined}
    {...props}
  />
);
