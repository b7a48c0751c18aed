import type { AccountDeletionCheck, AccountDeletionTenant } from '@tessera/schemas';
import { useTranslation } from 'react-i18next';

import styles from './delete-account.module.css';

/**
 * The first confirmation's text: what happens to tenants, then which tenants are deleted and
 * which are left, so nobody deletes a shared tenant unawares. Spans only: the dialog's
 * description is a paragraph.
 */
export const DeletionSummary = ({ check }: { check: AccountDeletionCheck }) => {
  const { t, i18n } = useTranslation();
  const list = new Intl.ListFormat(i18n.language, { type: 'unit' });
  const names = (tenants: readonly AccountDeletionTenant[]) => list.format(tenants.map((tenant) => tenant.name));
  return (
    <>
      {t('account_deletion.confirm_description')}
      {check.tenantsToDelete.length > 0 && (
        <span className={styles.line} data-testid="tenants-to-delete">
          {t('account_deletion.tenants_to_delete', { names: names(check.tenantsToDelete) })}
        </span>
      )}
      {check.tenantsToLeave.length > 0 && (
        <span className={styles.line} data-testid="tenants-to-leave">
          {t('account_deletion.tenants_to_leave', { names: names(check.tenantsToLeave) })}
        </span>
      )}
    </>
  );
};
