import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { useConnectors } from '../../../api/connectors/queries';
import { useSignInExperience } from '../../../api/sign-in-exp/queries';
import { Button } from '../../../ds/button/button';
import { EmptyState } from '../../../ds/empty-state/empty-state';
import { OnboardingSkeleton } from '../onboarding-skeleton';
import { OnboardingSignInForm } from './onboarding-sign-in-form';

/**
 * Step 3: loads the new tenant's sign-in experience and connectors, a skeleton meanwhile. It uses
 * the same per-resource hooks as the tenant's own sign-in experience page, so it reaches the
 * tenant's Management API the way the tenant pages do.
 */
export const SignInExperienceStep = () => {
  const { t } = useTranslation();
  const { tenantId = '' } = useParams();
  const saved = useSignInExperience();
  const connectors = useConnectors();

  if (saved.error || connectors.error) {
    return (
      <EmptyState
        data-testid="onboarding-load-error"
        title={t('errors.something_went_wrong')}
        action={
          <Button
            variant="primary"
            onClick={() => {
              void saved.refetch();
              void connectors.refetch();
            }}
          >
            {t('errors.try_again')}
          </Button>
        }
      />
    );
  }
  if (!saved.data || !connectors.data) {
    return <OnboardingSkeleton />;
  }
  return <OnboardingSignInForm tenantId={tenantId} saved={saved.data} connectors={connectors.data} />;
};
