import { createRoute, z } from '@hono/zod-openapi';
import { consoleVersion } from '@tessera/schemas';
import type { Config } from '../../config.js';
import { createRouter } from '../../http/create-router.js';

const consoleConfigSchema = z
  .object({
    edition: z.enum(['oss', 'cloud']),
    version: z.string(),
    devFeaturesEnabled: z.boolean(),
  })
  .openapi('ConsoleConfig');

const getConsoleConfig = createRoute({
  method: 'get',
  path: '/.well-known/console-config',
  tags: ['Well-known'],
  summary: 'Console configuration',
  description: 'Public facts the console needs before sign-in: edition, version, dev features.',
  responses: {
    200: {
      description: 'Console configuration.',
      content: { 'application/json': { schema: consoleConfigSchema } },
    },
  },
});

export const wellKnownRoutes = (config: Config) =>
  createRouter().openapi(getConsoleConfig, (c) =>
    c.json(
      { edition: config.edition, version: consoleVersion, devFeaturesEnabled: config.devFeatures },
      200,
    ),
  );
