import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { ErrorView } from '../../components/error-view/error-view';
import { isSessionGone } from '../../forms/session-codes';
import { useDocumentTitle } from '../../hooks/use-document-title';

/** Dotted error codes only, so the URL cannot put arbitrary text on the page. */
const errorCodePattern = /^[a-z][\w-]*(?:\.[a-z][\w-]*){0,4}$/i;

/**
 * Where the server sends users when a flow cannot continue (`isNotFound` unset), and any unknown
 * path. The text comes from our phrases only: a message in the URL could be forged, a code
 * cannot say much.
 */
export const ErrorPage = ({ isNotFound = false }: { isNotFound?: boolean }) => {
  const { t } = useTranslation();
  useDocumentTitle(t('page_title.error'));
  const [searchParams] = useSearchParams();
  if (isNotFound) {
    return <ErrorView message={t('error.not_found')} />;
  }
  const rawCode = searchParams.get('code');
  const code = rawCode && errorCodePattern.test(rawCode) ? rawCode : undefined;
  const message = code && isSessionGone({ code }) ? t('error.session_expired') : t('error.generic');
  return <ErrorView message={message} code={code} />;
};
