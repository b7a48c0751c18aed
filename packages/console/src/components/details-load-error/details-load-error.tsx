import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { RequestError } from '../../api/request-error';
import { buttonClassName } from '../../ds/button/button-class-name';
import { EmptyState } from '../../ds/empty-state/empty-state';
import { LoadError } from '../load-error/load-error';

interface DetailsLoadErrorProps {
  error: unknown;
  /** Said when the entity does not exist (404). */
  notFoundText: string;
  backTo: string;
  backToTitle: string;
  onRetry: () => void;
}

/** An entity page that could not load: gone (404) links back to the list, anything else retries. */
export const DetailsLoadError = ({ error, notFoundText, backTo, backToTitle, onRetry }: DetailsLoadErrorProps) => {
  const { t } = useTranslation();
  const isNotFound = error instanceof RequestError && error.status === 404;
  if (!isNotFound) {
    return <LoadError data-testid="details-load-error" onRetry={onRetry} />;
  }
  return (
    <EmptyState
      data-testid="details-load-error"
      title={notFoundText}
      action={
        <Link to={backTo} className={buttonClassName({ variant: 'primary' })}>
          {t('general.back_to', { page: backToTitle })}
        </Link>
      }
    />
  );
};
