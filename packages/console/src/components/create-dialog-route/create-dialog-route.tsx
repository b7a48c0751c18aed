import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { Modal } from '../../ds/modal/modal';
import { ComingSoon } from '../coming-soon/coming-soon';

interface CreateDialogRouteProps {
  title: string;
  /** Where closing goes: the list the dialog was opened over. */
  closeTo: string;
}

/**
 * A create dialog that is its own route (`…/create`), rendered over the list page. Closing
 * navigates back to the list, so the URL always says what is on screen.
 */
export const CreateDialogRoute = ({ title, closeTo }: CreateDialogRouteProps) => {
  const { t } = useTranslation();
  const navigate = useNavigate();

  return (
    <Modal
      open
      title={title}
      closeLabel={t('general.close')}
      data-testid="create-dialog"
      onOpenChange={(open) => {
        if (!open) {
          navigate(closeTo);
        }
      }}
    >
      <ComingSoon />
    </Modal>
  );
};
