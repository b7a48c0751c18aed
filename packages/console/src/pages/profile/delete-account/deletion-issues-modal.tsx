import type { AccountDeletionBlocker, AccountDeletionBlockerCode } from '@tessera/schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Button } from '../../../ds/button/button';
import { Modal } from '../../../ds/modal/modal';
import styles from './delete-account.module.css';

/** Where each blocker is settled: the plan and its status on the subscription tab, invoices in the billing history. */
const settledOn: Record<AccountDeletionBlockerCode, 'subscription' | 'billing-history'> = {
  paid_plan: 'subscription',
  subscription_status: 'subscription',
  open_invoice: 'billing-history',
};

interface Props {
  /** The blockers to show; the dialog is closed without them. */
  blockers: readonly AccountDeletionBlocker[] | undefined;
  onClose: () => void;
}

/**
 * The issues dialog of the delete-account flow (spec 000 §2.8): why the account cannot go yet,
 * each tenant concerned linking to the page where its issue is settled.
 */
export const DeletionIssuesModal = ({ blockers, onClose }: Props) => {
  const { t } = useTranslation();
  return (
    <Modal
      open={Boolean(blockers)}
      onOpenChange={(open) => {
        if (!open) {
          onClose();
        }
      }}
      title={t('account_deletion.issues_title')}
      description={t('account_deletion.issues_description')}
      closeLabel={t('general.close')}
      data-testid="account-deletion-issues"
      footer={<Button onClick={onClose}>{t('general.got_it')}</Button>}
    >
      <ul className={styles.groups}>
        {blockers?.map(({ code, tenants }) => (
          <li key={code} data-testid={`blocker-${code}`}>
            <p className={styles.groupTitle}>{t(`account_deletion.blockers.${code}`)}</p>
            <ul className={styles.tenants}>
              {tenants.map((tenant) => (
                <li key={tenant.id}>
                  <Link className={styles.link} to={`/${tenant.id}/tenant-settings/${settledOn[code]}`} onClick={onClose}>
                    {tenant.name}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </Modal>
  );
};
