import type { TenantResponse } from '@tessera/schemas';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { Button } from '../../ds/button/button';
import { Modal } from '../../ds/modal/modal';

interface MauExceededModalProps {
  tenant: TenantResponse;
  open: boolean;
  /** Closes it for the session. */
  onClose: () => void;
}

/** Users at or above the plan's MAU limit (spec 000 §4.8): points to the plans. */
export const MauExceededModal = ({ tenant, open, onClose }: MauExceededModalProps) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Modal
      open={open}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={t('tenant_status.mau_exceeded_title')}
      description={t('tenant_status.mau_exceeded_description', {
        activeUsers: tenant.usage.activeUsers,
        mauLimit: tenant.quota.mauLimit,
      })}
      closeLabel={t('general.close')}
      data-testid="mau-exceeded-modal"
      footer={
        <Button
          variant="primary"
          onClick={() => {
            onClose();
            void navigate(`/${tenant.id}/tenant-settings/subscription`);
          }}
        >
          {t('tenant_status.view_plans')}
        </Button>
      }
    />
  );
};
