import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { Modal } from '../../ds/modal/modal';

interface RouteDialogProps {
  title: string;
  description?: string;
  /** Where closing goes: the page the dialog was opened over. */
  closeTo: string;
  children: ReactNode;
  footer?: ReactNode;
  'data-testid'?: string;
}

/**
 * A dialog that is its own route (`…/create`) over the page it belongs to. Closing navigates to
 * `closeTo`, so the URL always says what is on screen.
 */
export const RouteDialog = ({ title, description, closeTo, children, footer, 'data-testid': testId = 'create-dialog' }: RouteDialogProps) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Modal
      open
      title={title}
      description={description}
      closeLabel={t('general.close')}
      data-testid={testId}
      footer={footer}
      onOpenChange={(open) => {
        if (!open) {
          navigate(closeTo);
        }
      }}
    >
      {children}
    </Modal>
  );
};
