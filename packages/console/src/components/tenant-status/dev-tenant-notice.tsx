import { useTranslation } from 'react-i18next';

import { Button } from '../../ds/button/button';
import { Modal } from '../../ds/modal/modal';

interface DevTenantNoticeProps {
  open: boolean;
  /** "Got it" and closing both mark it read. */
  onRead: () => void;
}

/** The development-tenant notice (spec 000 §4.8), until it is read. */
export const DevTenantNotice = ({ open, onRead }: DevTenantNoticeProps) => {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onOpenChange={(isOpen) => !isOpen && onRead()}
      title={t('tenant_status.dev_notice_title')}
      description={t('tenant_status.dev_notice_description')}
      closeLabel={t('general.close')}
      data-testid="dev-tenant-notice"
      footer={
        <Button variant="primary" onClick={onRead}>
          {t('general.got_it')}
        </Button>
      }
    />
  );
};
