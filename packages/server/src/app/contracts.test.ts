import { createRoute, z } from '@hono/zod-openapi';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger.js';
import type { AppEnv } from '../http/app-env.js';
import { createRouter } from '../http/create-router.js';
import { handleError } from './error-handler.js';
import { paginationQuery } from '@tessera/schemas';
import { setTotalNumber, toPagination } from '../http/pagination.js';
import { requestContext } from './request-context.js';

const items = Array.from({ length: 45 }, (_, index) => ({ id: `item-${index + 1}` }));

const listItems = createRoute({
  method: 'get',
  path: '/items',
  summary: 'List items',
  request: { query: paginationQuery },
  responses: { 200: { description: 'Items' } },
});
const createItem = createRoute({
  method: 'post',
  path: '/items',
  summary: 'Create an item',
  request: {
    body: {
      content: { 'application/json': { schema: z.object({ name: z.string().min(1).max(4) }) } },
    },
  },
  responses: { 201: { description: 'Created' } },
});

const router = createRouter()
  .openapi(listItems, (c) => {
    const { limit, offset } = toPagination(c.req.valid('query'));
    setTotalNumber(c, items.length);
    return c.json(items.slice(offset, offset + limit), 200);
  })
  .openapi(createItem, (c) => c.json(c.req.valid('json'), 201));

const app = new Hono<AppEnv>();
app.use(requestContext(createLogger('silent')));
app.onError(handleError);
app.route('/api', router);

const get = (query: string) => app.request(`/api/items${query}`);

describe('list pagination', () => {
  it('answers every row without page or page_size, as the reference does, and sends Total-Number', async () => {
    const response = await get('');
    expect(response.status).toBe(200);
    expect(response.headers.get('Total-Number')).toBe('45');
    const body = (await response.json()) as { id: string }[];
    expect(body).toHaveLength(45);
    expect(body[0]?.id).toBe('item-1');
  });

  it('defaults to 20 rows when only page is given', async () => {
    const body = (await (await get('?page=1')).json()) as { id: string }[];
    expect(body).toHaveLength(20);
  });

  it('pages with page and page_size, up to 100 per page', async () => {
    const third = (await (await get('?page=3&page_size=20')).json()) as { id: string }[];
    expect(third.map((item) => item.id)).toEqual(['item-41', 'item-42', 'item-43', 'item-44', 'item-45']);
    expect((await get('?page_size=100')).status).toBe(200);
  });

  it.each(['?page=0', '?page=-1', '?page=abc', '?page_size=0', '?page_size=101', '?page=1.5'])(
    'rejects %s with guard.invalid_pagination',
    async (query) => {
      const response = await get(query);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { code: string }).code).toBe('guard.invalid_pagination');
    },
  );
});

describe('request bodies', () => {
  const post = (body: string, language = 'en') =>
    app.request('/api/items', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': language },
      body,
    });

  it('answers malformed JSON with 400 request.invalid_json', async () => {
    const response = await post('{"name": ');
    expect(response.status).toBe(400);
    expect(((await response.json()) as { code: string }).code).toBe('request.invalid_json');
  });

  it('puts zod issues in details and translates the message', async () => {
    const response = await post('{"name": "too long"}');
    expect(response.status).toBe(400);
    const body = (await response.json()) as { code: string; message: string; details: string };
    expect(body.code).toBe('guard.invalid_input');
    expect(body.details).toMatch(/^name: /);

    const french = (await (await post('{"name": "too long"}', 'fr')).json()) as { message: string };
    expect(french.message).not.toBe(body.message);
  });

  it('accepts a valid body', async () => {
    const response = await post('{"name": "ok"}');
    expect(response.status).toBe(201);
  });
});
