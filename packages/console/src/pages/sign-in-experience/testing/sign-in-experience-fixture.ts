import {
  defaultSignInExperience,
  defaultTenantId,
  type SignInExperienceResponse,
} from '@tessera/schemas';

import type { MockRequest } from '../../../test/management-api-mock';

/** A tenant's sign-in experience as the server answers it: the defaults, with overrides. */
export const signInExperienceFixture = (
  overrides: Partial<SignInExperienceResponse> = {},
): SignInExperienceResponse => ({
  ...defaultSignInExperience(defaultTenantId),
  tenantId: defaultTenantId,
  ...overrides,
});

/** Routes of the sign-in experience pages: PATCH answers the stored record with the body applied. */
export const signInExperienceRoutes = (record = signInExperienceFixture()) => ({
  'GET /api/sign-in-exp': { body: record },
  'PATCH /api/sign-in-exp': ({ body }: MockRequest) => ({
    body: { ...record, ...(body as object) },
  }),
  'GET /api/custom-phrases': { body: [] },
  'GET /api/connectors': { body: [] },
  'GET /api/user-assets/service-status': {
    status: 404,
    body: { message: 'Not found.', code: 'entity.not_exists_with_id' },
  },
});
