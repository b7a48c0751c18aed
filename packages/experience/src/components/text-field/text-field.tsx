import clsx from 'clsx';
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

import { FieldErrors } from '../field-errors/field-errors';
import styles from './text-field.module.css';

export type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  name: string;
  label: string;
  errors?: readonly string[];
  /** A control drawn inside the input's box, after the text (e.g. the show-password toggle). */
  trailing?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled input whose errors are tied to it with aria-invalid and aria-describedby. */
export const TextField = ({
  name,
  label,
  errors = [],
  trailing,
  id,
  className,
  ref,
  ...inputProps
}: TextFieldProps) => {
  const generatedId = useId();
  const inputId = id ?? `${name}-${generatedId}`;
  const errorId = `${inputId}-error`;
  const isInvalid = errors.length > 0;
  return (
    <div className={clsx(styles.field, className)}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <div className={clsx(styles.control, isInvalid && styles.invalid)}>
        <input
          ref={ref}
          id={inputId}
          name={name}
          className={styles.input}
          aria-invalid={isInvalid || undefined}
          aria-describedby={isInvalid ? errorId : undefined}
          {...inputProps}
        />
        {trailing}
      </div>
      <FieldErrors id={errorId} field={name} messages={errors} />
    </div>
  );
};
