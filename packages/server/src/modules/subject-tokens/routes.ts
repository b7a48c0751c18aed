import { subjectTokenApi } from '@tessera/schemas';
import { security } from '../../http/contract-parts.js';
import { createRouter } from '../../http/create-router.js';
import { routesOf } from '../../http/endpoint-route.js';
import { createSubjectToken } from './service.js';

const subjectTokenRoute = routesOf({ tags: ['Subject tokens'], security });

/** `/subject-tokens`: behind the Management API guard, so only administrators reach it. */
export const subjectTokensArea = () =>
  createRouter().openapi(subjectTokenRoute(subjectTokenApi.create), async (c) => {
    const auth = c.get('auth');
    // The calling application; a console user's token names the console's client.
    const creatorId = auth.clientId ?? auth.subject;
    return c.json(await createSubjectToken(c.get('scope'), c.req.valid('json'), creatorId), 201);
  });
