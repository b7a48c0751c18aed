import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams, useSearchParams } from 'react-router';

import { checkoutStateParam, checkoutStorage } from '../../api/subscriptions/checkout-storage';
import { useDocumentTitle } from '../../components/page-title/use-document-title';
import { Spinner } from '../../ds/spinner/spinner';
import styles from './checkout-success.module.css';
import { useCheckoutResult } from './use-checkout-result';

/**
 * `/checkout-success-callback` and `/{tenantId}/checkout-success-callback` (cloud): where the
 * payment page returns. The checkout state in the address must be the one this browser stored
 * when it left; anything else did not start here and goes home.
 */
export default function CheckoutSuccessPage() {
  const { t } = useTranslation();
  const { tenantId } = useParams();
  const [searchParams] = useSearchParams();
  const returnedState = searchParams.get(checkoutStateParam);
  // Read once: the result clears it, and a re-render must not turn that into "not ours".
  const stored = useMemo(() => {
    const session = checkoutStorage.read();
    return session && session.state === returnedState ? session : undefined;
  }, [returnedState]);
  useDocumentTitle(t('billing.checkout.title'));
  useCheckoutResult(stored, tenantId);

  if (!stored) {
    return <Navigate to="/" replace />;
  }
  return (
    <main className={styles.page} role="status" aria-live="polite" data-testid="checkout-success">
      <Spinner size="large" />
      <h1 className={styles.title}>{t('billing.checkout.title')}</h1>
      <p className={styles.description}>{t('billing.checkout.description')}</p>
    </main>
  );
}
