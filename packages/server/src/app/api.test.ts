import { expect, it } from 'vitest';
import { describeEachDatabase } from '../testing/test-server.js';

type OpenApiDocument = { paths: Record<string, Record<string, { summary?: string }>> };

describeEachDatabase('API basics', (server) => {
  it('answers the status check with 204 and a request id', async () => {
    const response = await fetch(`${server().url}/api/status`);
    expect(response.status).toBe(204);
    expect(response.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
  });

  it('keeps a well-formed incoming request id', async () => {
    const response = await fetch(`${server().url}/api/status`, {
      headers: { 'X-Request-Id': 'trace-12345678' },
    });
    expect(response.headers.get('x-request-id')).toBe('trace-12345678');
  });

  it('serves an OpenAPI 3 document in which every operation has a summary', async () => {
    const response = await fetch(`${server().url}/api/swagger.json`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as OpenApiDocument & { openapi: string };
    expect(document.openapi).toMatch(/^3\./);
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    );
    expect(operations.length).toBeGreaterThan(0);
    for (const { path, method, operation } of operations) {
      expect(operation.summary, `${method} ${path}`).toBeTruthy();
    }
  });

  it('answers an unknown API route with a JSON 404 in the caller language', async () => {
    const english = await fetch(`${server().url}/api/no-such-thing`);
    expect(english.status).toBe(404);
    const body = (await english.json()) as { code: string; message: string };
    expect(body.code).toBe('route.not_found');
    expect(body.message).toContain('/api/no-such-thing');

    const german = await fetch(`${server().url}/api/no-such-thing`, {
      headers: { 'Accept-Language': 'de-DE,de;q=0.9' },
    });
    const germanBody = (await german.json()) as { message: string };
    expect(germanBody.message).not.toBe(body.message);
    expect(germanBody.message).toContain('/api/no-such-thing');
  });

  it('tells the console its edition and version', async () => {
    const response = await fetch(`${server().url}/api/.well-known/console-config`);
    expect(await response.json()).toMatchObject({
      edition: 'oss',
      version: '1.20.0',
      devFeaturesEnabled: false,
      signIn: {
        issuer: `${server().url}/t/admin/oidc`,
        clientId: 'admin-console',
        resource: 'https://default.tessera.app/api',
      },
    });
  });

  it('redirects the root to the console', async () => {
    const response = await fetch(`${server().url}/`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/console/');
  });
});
