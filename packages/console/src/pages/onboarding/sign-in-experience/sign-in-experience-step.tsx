import { useParams } from 'react-router';

import { useConnectors } from '../../../api/connectors/queries';
import { useSignInExperience } from '../../../api/sign-in-exp/queries';
import { LoadError } from '../../../components/load-error/load-error';
import { OnboardingSkeleton } from '../onboarding-skeleton';
import { OnboardingSignInForm } from './onboarding-sign-in-form';

/**
 * Step 3: loads the new tenant's sign-in experience and connectors, a skeleton meanwhile. It uses
 * the same per-resource hooks as the tenant's own sign-in experience page, so it reaches the
 * tenant's Management API the way the tenant pages do.
 */
export const SignInExperienceStep = () => {
  const { tenantId = '' } = useParams();
  const saved = useSignInExperience();
  const connectors = useConnectors();

  if (saved.error || connectors.error) {
    return (
      <LoadError
        data-testid="onboarding-load-error"
        onRetry={() => {
          void saved.refetch();
          void connectors.refetch();
        }}
      />
    );
  }
  if (!saved.data || !connectors.data) {
    return <OnboardingSkeleton />;
  }
  return <OnboardingSignInForm tenantId={tenantId} saved={saved.data} connectors={connectors.data} />;
};
