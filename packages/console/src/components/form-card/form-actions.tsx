import { useTranslation } from 'react-i18next';

import { Button } from '../../ds/button/button';
import styles from './form-actions.module.css';

interface FormActionsProps {
  isDirty: boolean;
  isSubmitting: boolean;
  onDiscard: () => void;
  isDisabled?: boolean;
}

/** The save bar under a settings form; it sticks to the bottom of the scrolling area. */
export const FormActions = ({ isDirty, isSubmitting, onDiscard, isDisabled = false }: FormActionsProps) => {
  const { t } = useTranslation();
  return (
    <div className={styles.bar}>
      <Button disabled={!isDirty || isSubmitting || isDisabled} onClick={onDiscard}>
        {t('shared_form.discard')}
      </Button>
      <Button
        type="submit"
        variant="primary"
        isLoading={isSubmitting}
        disabled={!isDirty || isDisabled}
        data-testid="save-button"
      >
        {t('shared_form.save')}
      </Button>
    </div>
  );
};
