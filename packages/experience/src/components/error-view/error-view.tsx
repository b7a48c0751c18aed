import { useTranslation } from 'react-i18next';

import { Button } from '../button/button';
import { PageHeader } from '../page-header/page-header';
import styles from './error-view.module.css';

type ErrorViewProps = {
  message: string;
  /** The error code, shown small so that support can tell errors apart. */
  code?: string;
  onRetry?: () => void;
};

/** A page that cannot be shown: why, and a way out when there is one. */
export const ErrorView = ({ message, code, onRetry }: ErrorViewProps) => {
  const { t } = useTranslation();
  return (
    <section className={styles.page} data-testid="page-error">
      <PageHeader title={t('page_title.error')} description={message} />
      {code && <p className={styles.code}>{code}</p>}
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {t('action.try_again')}
        </Button>
      )}
    </section>
  );
};
