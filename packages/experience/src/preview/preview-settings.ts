import type { SignInExperience, WellKnownSignInExperience } from '@tessera/schemas';

/**
 * The posted settings as the pages read them. What the server would derive from the tenant's
 * connectors is assumed available, so every option the settings turn on can be previewed.
 */
export const toPreviewedExperience = (
  signInExperience: SignInExperience,
): WellKnownSignInExperience => {
  const codeIdentifiers = new Set(
    signInExperience.signIn.methods
      .filter((method) => method.verificationCode)
      .map((method) => method.identifier),
  );
  return {
    ...signInExperience,
    tenantId: '',
    // The reset screen is always previewable: by email unless only phone codes are on.
    forgotPassword: {
      email: codeIdentifiers.has('email') || !codeIdentifiers.has('phone'),
      phone: codeIdentifiers.has('phone'),
    },
    socialConnectors: [],
    ssoConnectors: [],
    isDevelopmentTenant: false,
  };
};
