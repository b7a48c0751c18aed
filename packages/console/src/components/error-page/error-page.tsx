import { useTranslation } from 'react-i18next';

import { clearAllTokens } from '../../auth/clear-tokens';
import { Button } from '../../ds/button/button';
import { useDocumentTitle } from '../page-title/use-document-title';
import { describeError } from './describe-error';
import styles from './error-page.module.css';
import { ErrorIllustration } from './error-illustration';

interface ErrorPageProps {
  error?: unknown;
  /** Alone on the page it is the main landmark; inside the shell it sits in the shell's. */
  isStandalone?: boolean;
  /** Injected in tests; reloading is the real behaviour. */
  reload?: () => void;
}

/**
 * Shown when rendering failed. Retrying clears every token and reloads: a broken session is the
 * most common cause the user cannot fix otherwise, and a reload also fetches a fresh build.
 */
export const ErrorPage = ({ error, isStandalone = false, reload = () => window.location.reload() }: ErrorPageProps) => {
  const { t } = useTranslation();
  const { code, message } = describeError(error);
  useDocumentTitle(t('errors.something_went_wrong'));
  const Wrapper = isStandalone ? 'main' : 'div';

  return (
    <Wrapper className={styles.errorPage} data-testid="error-page">
      <ErrorIllustration />
      <h1 className={styles.title}>{t('errors.something_went_wrong')}</h1>
      <Button
        variant="primary"
        size="large"
        onClick={() => {
          clearAllTokens();
          reload();
        }}
      >
        {t('errors.try_again')}
      </Button>
      {(code ?? message) && (
        <details className={styles.details}>
          <summary>{t('errors.show_details')}</summary>
          <dl className={styles.list}>
            {code && (
              <>
                <dt>{t('errors.code')}</dt>
                <dd>
                  <code>{code}</code>
                </dd>
              </>
            )}
            {message && (
              <>
                <dt>{t('errors.message')}</dt>
                <dd>{message}</dd>
              </>
            )}
          </dl>
        </details>
      )}
    </Wrapper>
  );
};
