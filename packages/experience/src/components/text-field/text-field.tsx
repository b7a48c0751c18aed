import clsx from 'clsx';
import { use, useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

import { ExperienceSettingsContext } from '../../sign-in-exp/sign-in-exp-context';
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
  // In the console's preview frame the admin is typing in the console: a field focusing itself
  // whenever the preview renders would take those keystrokes.
  const isPreview = use(ExperienceSettingsContext)?.isPreview === true;
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
          autoFocus={isPreview ? false : inputProps.autoFocus}
        />
        {trailing}
      </div>
      <FieldErrors id={errorId} field={name} messages={errors} />
    </div>
  );
};
