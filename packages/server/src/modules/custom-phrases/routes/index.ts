import { customPhraseApi } from '@tessera/schemas';
import { security } from '../../../http/contract-parts.js';
import { createRouter } from '../../../http/create-router.js';
import { routesOf } from '../../../http/endpoint-route.js';
import { findCustomPhrases } from '../queries.js';
import {
  deleteCustomPhraseOfLanguage,
  requireCustomPhrase,
  toCustomPhraseResponse,
  upsertCustomPhraseOfLanguage,
} from '../service.js';

const customPhraseRoute = routesOf({ tags: ['Custom phrases'], security });

/** `/custom-phrases`: the tenant's overrides of the sign-in app's phrases, per language. */
export const customPhrasesArea = () =>
  createRouter()
    .openapi(customPhraseRoute(customPhraseApi.list), async (c) =>
      c.json((await findCustomPhrases(c.get('scope'))).map(toCustomPhraseResponse), 200),
    )
    .openapi(customPhraseRoute(customPhraseApi.get), async (c) =>
      c.json(toCustomPhraseResponse(await requireCustomPhrase(c.get('scope'), c.req.valid('param').languageTag)), 200),
    )
    .openapi(customPhraseRoute(customPhraseApi.upsert), async (c) => {
      const { row, created } = await upsertCustomPhraseOfLanguage(
        c.get('scope'),
        c.req.valid('param').languageTag,
        c.req.valid('json'),
      );
      return c.json(toCustomPhraseResponse(row), created ? 201 : 200);
    })
    .openapi(customPhraseRoute(customPhraseApi.delete), async (c) => {
      await deleteCustomPhraseOfLanguage(c.get('scope'), c.req.valid('param').languageTag);
      return c.body(null, 204);
    });
