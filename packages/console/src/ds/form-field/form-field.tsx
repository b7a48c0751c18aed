import type { ReactNode } from 'react';

import styles from './form-field.module.css';

/** What the control inside a field needs to be labelled and described. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}

interface FormFieldProps {
  id: string;
  label: ReactNode;
  description?: ReactNode;
  error?: string;
  isRequired?: boolean;
  /** A group of controls (lists, radios) is named by a legend-like text, not a <label>. */
  isGroup?: boolean;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A label, the control, a description and an error text. The control receives its id and
 * `aria-describedby` pointing at the description and the error, so readers announce both.
 */
export const FormField = ({ id, label, description, error, isRequired = false, isGroup = false, children }: FormFieldProps) => {
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;
  const labelContent = (
    <>
      {label}
      {isRequired && (
        <span aria-hidden className={styles.required}>
          *
        </span>
      )}
    </>
  );

  return (
    <div className={styles.field}>
      {isGroup ? (
        <span id={`${id}-label`} className={styles.label}>
          {labelContent}
        </span>
      ) : (
        <label htmlFor={id} className={styles.label}>
          {labelContent}
        </label>
      )}
      {description && (
        <p id={descriptionId} className={styles.description}>
          {description}
        </p>
      )}
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
};
