import type { ConnectorResponse } from '@tessera/schemas';

import { useCreateConnector } from '../../../api/connectors/mutations';
import { useUpdateCustomData } from '../../../api/me/mutations';
import { useUpdateSignInExperience } from '../../../api/sign-in-exp/mutations';
import { toPatch, type SignInExperienceFormValues } from '../../sign-in-experience/form/sie-form-values';
import { findMissingConnectors } from './social-offers';

/**
 * Finishing the onboarding (spec 000 §2.3 step 3): the demo connectors the choices need, then the
 * tenant's sign-in experience (its look, identifier, authentication and social buttons), then the
 * user's custom data: onboarding done, and the new tenant as their default one (§4.7).
 */
export const useFinishOnboarding = (tenantId: string, connectors: readonly ConnectorResponse[]) => {
  const createConnector = useCreateConnector();
  const updateSignInExperience = useUpdateSignInExperience();
  const updateCustomData = useUpdateCustomData();

  return async (values: SignInExperienceFormValues) => {
    const missing = findMissingConnectors(connectors, {
      socialTargets: values.socialSignInConnectorTargets,
      needsEmail: values.signUp.identifiers.includes('email'),
    });
    for (const connectorId of missing) {
      await createConnector.mutateAsync({ connectorId });
    }
    const { color, branding, signUp, signIn, socialSignInConnectorTargets } = toPatch(values);
    await updateSignInExperience.mutateAsync({ color, branding, signUp, signIn, socialSignInConnectorTargets });
    await updateCustomData.mutateAsync({ defaultTenantId: tenantId, onboarding: { isOnboardingDone: true } });
  };
};
