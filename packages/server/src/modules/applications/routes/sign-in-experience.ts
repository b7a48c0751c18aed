import { createRoute, z } from '@hono/zod-openapi';
import { hexColorGuard, lengthLimits, webUrlGuard } from '@tessera/schemas';
import type { AppContext } from '../../../app-context.js';
import { scopeToTenant } from '../../../db/tenant-scope.js';
import { createRouter } from '../../../http/create-router.js';
import type { ApplicationSignInExperienceRow } from '../sign-in-experience-queries.js';
import { findSignInExperience, upsertSignInExperience } from '../sign-in-experience-service.js';
import { json, pathId, security } from '../../../http/contract-parts.js';

const tags = ['Applications'];
const applicationId = pathId('applicationId');

const urlGuard = webUrlGuard.max(lengthLimits.policyUrl);
/** Policy links may be cleared with an empty string or null. */
const policyUrlGuard = z.union([z.literal(''), urlGuard]).nullish();

const colorGuard = z.object({
  primaryColor: hexColorGuard.optional(),
  isDarkModeEnabled: z.boolean().optional(),
  darkPrimaryColor: hexColorGuard.optional(),
});
const brandingGuard = z.object({
  logoUrl: urlGuard.optional(),
  darkLogoUrl: urlGuard.optional(),
  favicon: urlGuard.optional(),
  darkFavicon: urlGuard.optional(),
});

const signInExperienceResponse = z
  .object({
    tenantId: z.string(),
    applicationId: z.string(),
    color: colorGuard,
    branding: brandingGuard,
    termsOfUseUrl: z.string().nullable(),
    privacyPolicyUrl: z.string().nullable(),
    displayName: z.string().nullable(),
  })
  .openapi('ApplicationSignInExperience');

const toResponse = (row: ApplicationSignInExperienceRow): z.infer<typeof signInExperienceResponse> => ({
  tenantId: row.tenant_id,
  applicationId: row.application_id,
  color: row.color,
  branding: row.branding,
  termsOfUseUrl: row.terms_of_use_url,
  privacyPolicyUrl: row.privacy_policy_url,
  displayName: row.display_name,
});

const getSignInExperience = createRoute({
  method: 'get',
  path: '/applications/{applicationId}/sign-in-experience',
  tags,
  summary: 'Get the sign-in branding of an application',
  description: 'Branding and policy links the sign-in pages show for this application instead of the tenant\'s.',
  security,
  request: { params: z.object({ applicationId }) },
  responses: {
    200: { description: 'The application sign-in experience.', content: json(signInExperienceResponse) },
    404: { description: 'No such application, or it has no sign-in experience of its own.' },
  },
});

const putSignInExperience = createRoute({
  method: 'put',
  path: '/applications/{applicationId}/sign-in-experience',
  tags,
  summary: 'Set the sign-in branding of an application',
  description: 'Creates or updates it; fields left out keep their value.',
  security,
  request: {
    params: z.object({ applicationId }),
    body: {
      required: true,
      content: json(
        z.object({
          color: colorGuard.optional(),
          branding: brandingGuard.optional(),
          termsOfUseUrl: policyUrlGuard,
          privacyPolicyUrl: policyUrlGuard,
          displayName: z.string().max(lengthLimits.displayName).nullish(),
        }),
      ),
    },
  },
  responses: {
    200: { description: 'Updated.', content: json(signInExperienceResponse) },
    201: { description: 'Created.', content: json(signInExperienceResponse) },
    400: { description: 'Invalid body.' },
    404: { description: 'No application with this id.' },
  },
});

export const applicationSignInExperienceRoutes = ({ database }: AppContext) =>
  createRouter()
    .openapi(getSignInExperience, async (c) => {
      const scope = scopeToTenant(database.db, c.get('tenantId'));
      return c.json(toResponse(await findSignInExperience(scope, c.req.valid('param').applicationId)), 200);
    })
    .openapi(putSignInExperience, async (c) => {
      const scope = scopeToTenant(database.db, c.get('tenantId'));
      const { row, created } = await upsertSignInExperience(scope, c.req.valid('param').applicationId, c.req.valid('json'));
      return created ? c.json(toResponse(row), 201) : c.json(toResponse(row), 200);
    });
