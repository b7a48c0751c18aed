import { useTranslation } from 'react-i18next';

import { Button } from '../../ds/button/button';
import { EmptyState } from '../../ds/empty-state/empty-state';

interface LoadErrorProps {
  /** Loads again what failed. */
  onRetry: () => void;
  'data-testid'?: string;
}

/** A page or step whose data could not load: says so and offers to try again. */
export const LoadError = ({ onRetry, 'data-testid': testId }: LoadErrorProps) => {
  const { t } = useTranslation();
  return (
    <EmptyState
      data-testid={testId}
      title={t('errors.something_went_wrong')}
      action={
        <Button variant="primary" onClick={onRetry}>
          {t('errors.try_again')}
        </Button>
      }
    />
  );
};
