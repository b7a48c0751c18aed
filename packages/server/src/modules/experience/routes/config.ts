import { createRoute, z } from '@hono/zod-openapi';
import { passwordPolicyGuard, signInModes } from '@tessera/schemas';
import type { AppContext } from '../../../app-context.js';
import { scopeToTenant } from '../../../db/tenant-scope.js';
import { createRouter } from '../../../http/create-router.js';
import { experienceTags } from '../experience-tags.js';
import { findExperienceSettings, signUpIdentifierValues } from '../experience-settings.js';

const experienceConfigSchema = z
  .object({
    tenantId: z.string(),
    signInMode: z.enum(signInModes),
    signUpIdentifiers: z.array(z.enum(signUpIdentifierValues)),
    passwordPolicy: passwordPolicyGuard,
    branding: z.object({
      primaryColor: z.string(),
      logoUrl: z.string().optional(),
      darkLogoUrl: z.string().optional(),
    }),
    isFirstAdminRequired: z
      .boolean()
      .openapi({ description: 'The admin tenant has no user yet: the app offers to create the first administrator.' }),
  })
  .openapi('ExperienceConfig');

const getExperienceConfig = createRoute({
  method: 'get',
  path: '/experience/config',
  tags: experienceTags,
  summary: 'Get the sign-in experience',
  description: 'What the sign-in app shows for this tenant: sign-in mode, sign-up identifiers, password policy, branding.',
  responses: {
    200: { description: 'Sign-in experience.', content: { 'application/json': { schema: experienceConfigSchema } } },
  },
});

export const experienceConfigRoutes = ({ database }: AppContext) =>
  createRouter().openapi(getExperienceConfig, async (c) => {
    const tenantId = c.get('tenantId');
    const settings = await findExperienceSettings(scopeToTenant(database.db, tenantId));
    return c.json({ tenantId, ...settings }, 200);
  });
