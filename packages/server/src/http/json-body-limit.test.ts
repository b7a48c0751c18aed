import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { RequestError } from '../errors/request-error.js';
import { jsonBodyLimit } from './json-body-limit.js';
import { maxJsonBodyBytes } from './json-limits.js';

/** An app behind the limit that echoes the body's length; a refusal answers with its code. */
const app = new Hono()
  .use(jsonBodyLimit)
  .post('/', async (c) => c.json({ length: (await c.req.text()).length }))
  .onError((error, c) => c.json({ code: error instanceof RequestError ? error.code : 'other' }, 413));

const chunked = (size: number) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (let sent = 0; sent < size; sent += 64 * 1024) {
        controller.enqueue(new Uint8Array(Math.min(64 * 1024, size - sent)).fill(120));
      }
      controller.close();
    },
  });

describe('jsonBodyLimit', () => {
  it('judges a body of declared length by the header', async () => {
    const small = await app.request('/', { method: 'POST', body: 'x'.repeat(10), headers: { 'content-length': '10' } });
    expect(await small.json()).toEqual({ length: 10 });
    const big = await app.request('/', {
      method: 'POST',
      body: 'x',
      headers: { 'content-length': String(maxJsonBodyBytes + 1) },
    });
    expect(await big.json()).toEqual({ code: 'request.payload_too_large' });
  });

  it('counts a body of undeclared length as it reads it', async () => {
    const init = { method: 'POST', duplex: 'half' } as RequestInit;
    const small = await app.request('/', { ...init, body: chunked(1000) });
    expect(await small.json()).toEqual({ length: 1000 });
    const big = await app.request('/', { ...init, body: chunked(maxJsonBodyBytes + 1) });
    expect(await big.json()).toEqual({ code: 'request.payload_too_large' });
  });
});
