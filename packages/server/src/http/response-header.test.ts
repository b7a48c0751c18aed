import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { setResponseHeader } from './response-header.js';

const app = new Hono()
  .use(async (c, next) => {
    await next();
    setResponseHeader(c, 'X-Marked', 'yes');
  })
  .get('/json', (c) => c.json({ ok: true }, 201))
  // Response.redirect's headers cannot change: the header goes on a copy.
  .get('/redirect', () => Response.redirect('http://localhost/elsewhere', 302));

describe('setResponseHeader', () => {
  it('adds the header to the response the handler made, keeping its status and body', async () => {
    const response = await app.request('/json');
    expect(response.status).toBe(201);
    expect(response.headers.get('x-marked')).toBe('yes');
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ ok: true });
  });

  it('adds it to a response whose headers cannot change', async () => {
    const response = await app.request('/redirect');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('http://localhost/elsewhere');
    expect(response.headers.get('x-marked')).toBe('yes');
  });
});
