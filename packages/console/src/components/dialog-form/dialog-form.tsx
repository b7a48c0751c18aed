import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../ds/button/button';
import styles from './dialog-form.module.css';

/** The props of a create form in a create dialog. */
export interface CreateFormProps<Entity> {
  onCancel: () => void;
  onCreated: (entity: Entity) => void;
}

interface DialogFormProps {
  /** The form's submit handler, usually react-hook-form's `handleSubmit(…)`. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  onCancel: () => void;
  submitLabel: string;
  isSubmitting: boolean;
  submitTestId?: string;
  'data-testid'?: string;
  children: ReactNode;
}

/** A form in a dialog: its fields stacked, then Cancel and the submit button at the end. */
export const DialogForm = ({
  onSubmit,
  onCancel,
  submitLabel,
  isSubmitting,
  submitTestId,
  'data-testid': testId,
  children,
}: DialogFormProps) => {
  const { t } = useTranslation();
  return (
    <form
      className={styles.form}
      noValidate
      data-testid={testId}
      onSubmit={(event) => void onSubmit(event)}
    >
      {children}
      <div className={styles.actions}>
        <Button onClick={onCancel}>{t('general.cancel')}</Button>
        <Button type="submit" variant="primary" isLoading={isSubmitting} data-testid={submitTestId}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
};
