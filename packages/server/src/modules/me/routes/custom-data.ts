import { createRoute, z } from '@hono/zod-openapi';
import { consoleCustomDataGuard } from '@tessera/schemas';
import type { AppContext } from '../../../app-context.js';
import { createRouter } from '../../../http/create-router.js';
import { customDataResponse } from '../current-user.js';
import { meSecurity, meTags, unauthorized } from '../me-contract.js';
import { consoleUserScope, findCurrentUser, mergeCustomData } from '../service.js';

/**
 * The keys the console knows (defaultTenantId, adminConsolePreferences with language and
 * appearanceMode, onboarding) must be well-formed; any other key, at any depth, is kept as sent.
 */
const customDataPatch = z
  .record(z.string(), z.unknown())
  .superRefine((value, context) => {
    const known = consoleCustomDataGuard.safeParse(value);
    for (const issue of known.success ? [] : known.error.issues) {
      context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
  })
  .openapi('CustomDataPatch', {
    description: 'Merged into the stored custom data: objects key by key at any depth, other values replace.',
  });

const customDataContent = { 'application/json': { schema: customDataResponse } };

const getCustomData = createRoute({
  method: 'get',
  path: '/me/custom-data',
  tags: meTags,
  summary: "Get the current console user's custom data",
  description: 'Preferences, default tenant and onboarding data of the console user.',
  security: meSecurity,
  responses: {
    200: { description: 'The custom data.', content: customDataContent },
    401: unauthorized,
  },
});

const patchCustomData = createRoute({
  method: 'patch',
  path: '/me/custom-data',
  tags: meTags,
  summary: "Update the current console user's custom data",
  description:
    'Deep-merges the body into the stored custom data and answers the whole result. Known console keys are validated.',
  security: meSecurity,
  request: { body: { required: true, content: { 'application/json': { schema: customDataPatch } } } },
  responses: {
    200: { description: 'The custom data after the merge.', content: customDataContent },
    400: { description: 'A known key has an invalid value (guard.invalid_input).' },
    401: unauthorized,
  },
});

export const customDataRoutes = ({ database }: AppContext) =>
  createRouter()
    .openapi(getCustomData, async (c) => {
      const user = await findCurrentUser(consoleUserScope(database.db), c.get('auth').subject);
      return c.json(user.custom_data, 200);
    })
    .openapi(patchCustomData, async (c) => {
      const customData = await mergeCustomData(database.db, c.get('auth').subject, c.req.valid('json'));
      return c.json(customData, 200);
    });
