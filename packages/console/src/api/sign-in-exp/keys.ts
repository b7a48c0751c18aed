/** Query keys of the tenant's sign-in experience (one record per tenant). */
export const signInExperienceKeys = {
  all: ['sign-in-exp'] as const,
  detail: () => [...signInExperienceKeys.all, 'detail'] as const,
};
