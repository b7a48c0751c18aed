import { jwtCustomizerApi } from '@tessera/schemas';
import type { AppContext } from '../../../app-context.js';
import { security } from '../../../http/contract-parts.js';
import { createRouter } from '../../../http/create-router.js';
import { routesOf } from '../../../http/endpoint-route.js';
import {
  deleteJwtCustomizer,
  findJwtCustomizers,
  requireJwtCustomizer,
  updateJwtCustomizer,
  upsertJwtCustomizer,
} from '../service.js';
import { testJwtCustomizer } from '../test-run.js';

const jwtCustomizerRoute = routesOf({ tags: ['Configs'], security });

/** `/configs/jwt-customizer`: the scripts adding claims to access tokens, and their test runner. */
export const jwtCustomizerRoutes = ({ outbound }: Pick<AppContext, 'outbound'>) =>
  createRouter()
    .openapi(jwtCustomizerRoute(jwtCustomizerApi.list), async (c) => c.json(await findJwtCustomizers(c.get('scope')), 200))
    .openapi(jwtCustomizerRoute(jwtCustomizerApi.test), async (c) =>
      c.json(await testJwtCustomizer(c.req.valid('json'), outbound), 200),
    )
    .openapi(jwtCustomizerRoute(jwtCustomizerApi.get), async (c) =>
      c.json(await requireJwtCustomizer(c.get('scope'), c.req.valid('param').tokenTypePath), 200),
    )
    .openapi(jwtCustomizerRoute(jwtCustomizerApi.upsert), async (c) => {
      const { customizer, created } = await upsertJwtCustomizer(
        c.get('scope'),
        c.req.valid('param').tokenTypePath,
        c.req.valid('json'),
      );
      return created ? c.json(customizer, 201) : c.json(customizer, 200);
    })
    .openapi(jwtCustomizerRoute(jwtCustomizerApi.update), async (c) =>
      c.json(await updateJwtCustomizer(c.get('scope'), c.req.valid('param').tokenTypePath, c.req.valid('json')), 200),
    )
    .openapi(jwtCustomizerRoute(jwtCustomizerApi.delete), async (c) => {
      await deleteJwtCustomizer(c.get('scope'), c.req.valid('param').tokenTypePath);
      return c.body(null, 204);
    });
