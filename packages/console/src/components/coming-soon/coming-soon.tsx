import { useTranslation } from 'react-i18next';

import { EmptyState } from '../../ds/empty-state/empty-state';
import { ComingSoonIllustration } from './coming-soon-illustration';

/** An honest placeholder for areas that a later release builds. */
export const ComingSoon = () => {
  const { t } = useTranslation();
  return (
    <EmptyState
      data-testid="coming-soon"
      illustration={<ComingSoonIllustration />}
      title={t('coming_soon.title')}
      description={t('coming_soon.description')}
    />
  );
};
