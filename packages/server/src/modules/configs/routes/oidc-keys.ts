import { createRoute, z } from '@hono/zod-openapi';
import type { InvalidationBus } from '../../../cache/invalidation-bus.js';
import { scopeToTenant } from '../../../db/tenant-scope.js';
import type { AppContext } from '../../../app-context.js';
import { createRouter } from '../../../http/create-router.js';
import {
  deleteCookieKey,
  deletePrivateKey,
  findCookieKeys,
  findPrivateKeys,
  rotateCookieKeys,
  rotatePrivateKeys,
} from '../../../oidc/keys/key-store.js';
import { signingKeyAlgorithms } from '../../../oidc/keys/key-types.js';
import { security } from '../../../http/contract-parts.js';

const keyType = z.enum(['private-keys', 'cookie-keys']).openapi({ param: { name: 'keyType', in: 'path' } });
const keySchema = z
  .object({
    id: z.string(),
    createdAt: z.number().openapi({ description: 'Creation time, epoch milliseconds.' }),
    signingKeyAlgorithm: z.enum(signingKeyAlgorithms).optional(),
  })
  .openapi('OidcKey');
const keyList = { 'application/json': { schema: z.array(keySchema) } };

const listKeys = createRoute({
  method: 'get',
  path: '/configs/oidc/{keyType}',
  tags: ['Signing keys'],
  summary: 'List OIDC keys',
  description: 'Signing (private) keys or cookie keys of the tenant, current first. No key material is returned.',
  security,
  request: { params: z.object({ keyType }) },
  responses: { 200: { description: 'Keys, current first.', content: keyList } },
});

const rotateKeys = createRoute({
  method: 'post',
  path: '/configs/oidc/{keyType}/rotate',
  tags: ['Signing keys'],
  summary: 'Rotate OIDC keys',
  description: 'Creates a new current key; the previous one is kept (JWKS still serves it), older ones are dropped.',
  security,
  request: {
    params: z.object({ keyType }),
    body: {
      required: false,
      content: {
        'application/json': {
          schema: z.object({ signingKeyAlgorithm: z.enum(signingKeyAlgorithms).optional() }),
        },
      },
    },
  },
  responses: { 200: { description: 'Keys after rotation.', content: keyList } },
});

const deleteKey = createRoute({
  method: 'delete',
  path: '/configs/oidc/{keyType}/{keyId}',
  tags: ['Signing keys'],
  summary: 'Delete an OIDC key',
  description: 'Deletes a previous key. The current key cannot be deleted (422).',
  security,
  request: { params: z.object({ keyType, keyId: z.string().min(1).max(64) }) },
  responses: {
    204: { description: 'Deleted.' },
    404: { description: 'No key with this id.' },
    422: { description: 'The current key cannot be deleted.' },
  },
});

type AnyKey = { id: string; createdAt: number; algorithm?: 'EC' | 'RSA' };
const toResponse = (keys: AnyKey[]) =>
  keys.map(({ id, createdAt, algorithm }) => ({
    id,
    createdAt,
    ...(algorithm ? { signingKeyAlgorithm: algorithm } : {}),
  }));

const changed = (bus: InvalidationBus, tenantId: string) => bus.publish({ kind: 'provider', tenantId });

export const oidcKeyRoutes = ({ database, bus }: AppContext) =>
  createRouter()
    .openapi(listKeys, async (c) => {
      const scope = scopeToTenant(database.db, c.get('tenantId'));
      const { keyType: type } = c.req.valid('param');
      const keys = type === 'private-keys' ? await findPrivateKeys(scope) : await findCookieKeys(scope);
      return c.json(toResponse(keys), 200);
    })
    .openapi(rotateKeys, async (c) => {
      const tenantId = c.get('tenantId');
      const scope = scopeToTenant(database.db, tenantId);
      const { keyType: type } = c.req.valid('param');
      const body = (c.req.header('content-type')?.includes('json') ? c.req.valid('json') : {}) ?? {};
      const keys =
        type === 'private-keys'
          ? await rotatePrivateKeys(scope, body.signingKeyAlgorithm ?? 'EC')
          : await rotateCookieKeys(scope);
      changed(bus, tenantId);
      return c.json(toResponse(keys), 200);
    })
    .openapi(deleteKey, async (c) => {
      const tenantId = c.get('tenantId');
      const scope = scopeToTenant(database.db, tenantId);
      const { keyType: type, keyId } = c.req.valid('param');
      await (type === 'private-keys' ? deletePrivateKey(scope, keyId) : deleteCookieKey(scope, keyId));
      changed(bus, tenantId);
      return c.body(null, 204);
    });
