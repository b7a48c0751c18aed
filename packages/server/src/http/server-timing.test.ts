import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../testing/test-server.js';
import { serverTimingValue, withServerTiming } from './server-timing.js';

const durationOf = (response: Response) => {
  const match = /^app;dur=(\d+\.\d)$/.exec(response.headers.get('server-timing') ?? '');
  return match ? Number(match[1]) : undefined;
};

const serve = async (listener: RequestListener) => {
  const server = createServer(withServerTiming(listener));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

describe('withServerTiming', () => {
  it('times a response whose handler sets headers and ends (the headers are written for it)', async () => {
    const server = await serve((_request, response) => {
      setTimeout(() => {
        response.setHeader('Content-Type', 'text/plain');
        response.end('late');
      }, 30);
    });
    try {
      const response = await fetch(server.url);
      expect(await response.text()).toBe('late');
      expect(response.headers.get('content-type')).toBe('text/plain');
      // The handler waited 30 ms before answering: the server's own time includes it.
      expect(durationOf(response)).toBeGreaterThanOrEqual(29);
    } finally {
      await server.close();
    }
  });

  it('times a response written with writeHead and its own header record, keeping both', async () => {
    const server = await serve((_request, response) => {
      response.setHeader('X-Before', 'kept');
      response.writeHead(201, { 'Content-Type': 'application/json', 'Set-Cookie': ['a=1', 'b=2'] });
      response.end('{}');
    });
    try {
      const response = await fetch(server.url);
      expect(response.status).toBe(201);
      expect(response.headers.get('x-before')).toBe('kept');
      expect(response.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
      const duration = durationOf(response);
      expect(duration).toBeGreaterThanOrEqual(0);
      expect(duration).toBeLessThan(1000);
    } finally {
      await server.close();
    }
  });

  it('writes milliseconds with one decimal', () => {
    expect(serverTimingValue(3.14159)).toBe('app;dur=3.1');
    expect(serverTimingValue(0)).toBe('app;dur=0.0');
  });
});

const timedPaths = ['/oidc/.well-known/openid-configuration', '/api/status', '/no-such-page'];

describeEachDatabase(
  'Server-Timing on every response with SERVER_TIMING on',
  (server) => {
    it('is on the provider endpoints, the API and the unknown paths alike', async () => {
      for (const path of timedPaths) {
        const response = await fetch(`${server().url}${path}`);
        await response.arrayBuffer();
        expect(durationOf(response), path).toBeGreaterThanOrEqual(0);
      }
    });
  },
  { SERVER_TIMING: 'true' },
);

describeEachDatabase('Server-Timing by default', (server) => {
  it('is on no response: clients learn no more of the server timing than the network tells', async () => {
    for (const path of timedPaths) {
      const response = await fetch(`${server().url}${path}`);
      await response.arrayBuffer();
      expect(response.headers.get('server-timing'), path).toBeNull();
    }
  });
});
