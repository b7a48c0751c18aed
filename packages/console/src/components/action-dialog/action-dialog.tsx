import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../ds/button/button';
import { Modal } from '../../ds/modal/modal';
import { useToast } from '../../ds/toast/use-toast';

interface ActionDialogProps {
  title: string;
  description?: string;
  submitLabel: string;
  /** While nothing is picked, for example. */
  isSubmitDisabled?: boolean;
  /** Does the work (the area's mutations); a failure keeps the dialog and its choices. */
  onSubmit: () => Promise<unknown>;
  /** Told once the work is done. */
  doneText: string;
  onClose: () => void;
  submitTestId?: string;
  'data-testid'?: string;
  children: ReactNode;
}

/**
 * A dialog whose choices are applied with one button (assign, save): Cancel and the button at the
 * bottom; on success it says so and closes. A failure has been shown as a toast by the API layer,
 * so the dialog stays open with the user's choices for another try.
 */
export const ActionDialog = ({
  title,
  description,
  submitLabel,
  isSubmitDisabled = false,
  onSubmit,
  doneText,
  onClose,
  submitTestId,
  'data-testid': testId,
  children,
}: ActionDialogProps) => {
  const { t } = useTranslation();
  const toast = useToast();
  const [isSubmitting, setSubmitting] = useState(false);

  const submit = async () => {
    setSubmitting(true);
    try {
      await onSubmit();
      toast.success(doneText);
      onClose();
    } catch {
      // Shown as a toast already; the choices stay.
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Modal
      open
      title={title}
      description={description}
      closeLabel={t('general.close')}
      data-testid={testId}
      onOpenChange={(open) => !open && onClose()}
      footer={
        <>
          <Button onClick={onClose}>{t('general.cancel')}</Button>
          <Button
            variant="primary"
            disabled={isSubmitDisabled}
            isLoading={isSubmitting}
            data-testid={submitTestId}
            onClick={() => void submit()}
          >
            {submitLabel}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
};
