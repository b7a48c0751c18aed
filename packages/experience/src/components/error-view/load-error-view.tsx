import { useTranslation } from 'react-i18next';

import { clientErrorCodes, type RequestError } from '../../api/request-error';
import { isSessionGone } from '../../forms/session-codes';
import { ErrorView } from './error-view';

type LoadErrorViewProps = { error: RequestError; onRetry: () => void };

/** What to show when the data a page needs could not be loaded. */
export const LoadErrorView = ({ error, onRetry }: LoadErrorViewProps) => {
  const { t } = useTranslation();
  if (isSessionGone(error)) {
    // Retrying cannot bring a sign-in session back; the application has to start a new one.
    return <ErrorView message={t('error.session_expired')} />;
  }
  if (error.code === clientErrorCodes.network) {
    return <ErrorView message={t('error.network')} onRetry={onRetry} />;
  }
  return (
    <ErrorView message={error.message || t('error.generic')} code={error.code} onRetry={onRetry} />
  );
};
