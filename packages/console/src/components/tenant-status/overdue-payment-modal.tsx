import type { TenantResponse } from '@tessera/schemas';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { Button } from '../../ds/button/button';
import { Modal } from '../../ds/modal/modal';

interface OverduePaymentModalProps {
  tenant: TenantResponse;
  open: boolean;
  /** Closes it for the session. */
  onClose: () => void;
}

/** Open invoices of a paid tenant (spec 000 §4.8): what is due, and the way to the billing history. */
export const OverduePaymentModal = ({ tenant, open, onClose }: OverduePaymentModalProps) => {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  // Invoices are in cents of the plans' currency.
  const money = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'USD' });
  const due = tenant.openInvoices.reduce((sum, invoice) => sum + invoice.amountDue, 0);
  return (
    <Modal
      open={open}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={t('tenant_status.overdue_title')}
      description={t('tenant_status.overdue_description', { amount: money.format(due / 100) })}
      closeLabel={t('general.close')}
      data-testid="overdue-payment-modal"
      footer={
        <Button
          variant="primary"
          onClick={() => {
            onClose();
            void navigate(`/${tenant.id}/tenant-settings/billing-history`);
          }}
        >
          {t('tenant_status.view_billing')}
        </Button>
      }
    />
  );
};
