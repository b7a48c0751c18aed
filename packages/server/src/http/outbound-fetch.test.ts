import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAddressCheckedFetch,
  createOutboundFetch,
  isPrivateAddressError,
} from './outbound-fetch.js';

let server: Server;
let port: number;
const received: Array<{
  method?: string;
  url?: string;
  body: string;
  headers: Record<string, unknown>;
}> = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        method: request.method,
        url: request.url,
        body: Buffer.concat(chunks).toString(),
        headers: request.headers,
      });
      if (request.url === '/gzip') {
        response
          .writeHead(200, { 'content-encoding': 'gzip', 'content-type': 'text/plain' })
          .end(gzipSync('unpacked'));
      } else if (request.url === '/redirect') {
        response.writeHead(302, { location: '/elsewhere' }).end();
      } else if (request.url === '/never') {
        response.writeHead(200);
        response.write('partial');
      } else {
        response
          .writeHead(201, { 'x-answer': 'yes' })
          .end(`echo ${Buffer.concat(chunks).toString()}`);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  ({ port } = server.address() as AddressInfo);
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(isPrivateAddressError(error), String(error)).toBe(true);
  return (error as Error).message;
};

describe('outbound fetch with private networks denied', () => {
  const outbound = createOutboundFetch('deny');

  it('refuses loopback literals before connecting, naming only the host', async () => {
    const before = received.length;
    expect(
      await refusal(
        outbound(`http://127.0.0.1:${port}/hook?token=secret`, { method: 'POST', body: 'x' }),
      ),
    ).toBe('127.0.0.1 is on a private network');
    await refusal(outbound(`http://[::1]:${port}/`, { method: 'GET' }));
    await refusal(outbound(`http://[::ffff:127.0.0.1]:${port}/`, { method: 'GET' }));
    await refusal(outbound(`http://0x7f.1:${port}/`, { method: 'GET' }));
    await refusal(outbound('http://169.254.169.254/latest/meta-data/', { method: 'GET' }));
    expect(received.length).toBe(before);
  });

  it('refuses a name that resolves to a private address, when the connection looks it up', async () => {
    const before = received.length;
    expect(await refusal(outbound(`http://localhost:${port}/`, { method: 'GET' }))).toBe(
      'localhost is on a private network',
    );
    expect(received.length).toBe(before);
  });
});

describe('outbound fetch with private networks allowed', () => {
  it('reaches a local server and leaves a redirect to the caller', async () => {
    const outbound = createOutboundFetch('allow');
    const response = await outbound(`http://127.0.0.1:${port}/redirect`, { method: 'GET' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/elsewhere');
  });
});

describe('the address-checked client', () => {
  // The local server stands in for a public one: only its address is allowed.
  const outbound = createAddressCheckedFetch((address) => address === '127.0.0.1');

  it('sends method, headers and body and hands back status, headers and body as fetch does', async () => {
    const response = await outbound(`http://127.0.0.1:${port}/echo`, {
      method: 'PUT',
      headers: { 'x-custom': 'one' },
      body: 'payload',
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('x-answer')).toBe('yes');
    expect(await response.text()).toBe('echo payload');
    expect(received.at(-1)).toMatchObject({
      method: 'PUT',
      url: '/echo',
      body: 'payload',
      headers: { 'x-custom': 'one' },
    });
  });

  it('resolves names through the check: a name with an allowed address is reached', async () => {
    const response = await createAddressCheckedFetch(
      (address) => address === '127.0.0.1' || address === '::1',
    )(`http://localhost:${port}/echo`, { method: 'POST', body: 'named' });
    expect(await response.text()).toBe('echo named');
  });

  it('decodes a compressed body and does not follow redirects', async () => {
    expect(await (await outbound(`http://127.0.0.1:${port}/gzip`, { method: 'GET' })).text()).toBe(
      'unpacked',
    );
    const redirect = await outbound(`http://127.0.0.1:${port}/redirect`, { method: 'GET' });
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toBe('/elsewhere');
  });

  it('fails with the signal’s reason when the answer takes too long', async () => {
    const response = await outbound(`http://127.0.0.1:${port}/never`, {
      method: 'GET',
      signal: AbortSignal.timeout(200),
    });
    const error = await response.text().then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe('TimeoutError');
  });
});
