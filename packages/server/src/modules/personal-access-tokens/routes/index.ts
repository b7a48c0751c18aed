import { personalAccessTokenApi } from '@tessera/schemas';
import { security } from '../../../http/contract-parts.js';
import { createRouter } from '../../../http/create-router.js';
import { routesOf } from '../../../http/endpoint-route.js';
import {
  createPersonalAccessToken,
  deletePersonalAccessToken,
  listPersonalAccessTokens,
  renamePersonalAccessToken,
} from '../service.js';

const personalAccessTokenRoute = routesOf({ tags: ['Personal access tokens'], security });

/** `/users/{userId}/personal-access-tokens`: a user's tokens for the token exchange grant. */
export const personalAccessTokensArea = () =>
  createRouter()
    .openapi(personalAccessTokenRoute(personalAccessTokenApi.list), async (c) =>
      c.json(await listPersonalAccessTokens(c.get('scope'), c.req.valid('param').userId), 200),
    )
    .openapi(personalAccessTokenRoute(personalAccessTokenApi.create), async (c) => {
      const { userId } = c.req.valid('param');
      return c.json(await createPersonalAccessToken(c.get('scope'), userId, c.req.valid('json')), 201);
    })
    .openapi(personalAccessTokenRoute(personalAccessTokenApi.rename), async (c) => {
      const { userId } = c.req.valid('param');
      const { currentName, name } = c.req.valid('json');
      return c.json(await renamePersonalAccessToken(c.get('scope'), userId, currentName, name), 200);
    })
    .openapi(personalAccessTokenRoute(personalAccessTokenApi.renameByName), async (c) => {
      const { userId, name } = c.req.valid('param');
      return c.json(await renamePersonalAccessToken(c.get('scope'), userId, name, c.req.valid('json').name), 200);
    })
    .openapi(personalAccessTokenRoute(personalAccessTokenApi.delete), async (c) => {
      await deletePersonalAccessToken(c.get('scope'), c.req.valid('param').userId, c.req.valid('json').name);
      return c.body(null, 204);
    })
    .openapi(personalAccessTokenRoute(personalAccessTokenApi.deleteByName), async (c) => {
      const { userId, name } = c.req.valid('param');
      await deletePersonalAccessToken(c.get('scope'), userId, name);
      return c.body(null, 204);
    });
