import { adminTenantId, defaultTenantId, uploadMaxBytes } from '@tessera/schemas';
import * as client from 'openid-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { managementApiIndicator } from '../../tenancy/tenant-urls.js';
import { describeEachDatabase } from '../../testing/test-server.js';
import { createManagementApiApp } from '../management-api/m2m-app.js';
import { createConsoleUser } from '../../testing/console-user-token.js';
import type { ErrorBody } from '../../testing/expect-error.js';

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const svg = Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

const form = (parts: { bytes: Uint8Array<ArrayBuffer>; type: string; name?: string }[]) => {
  const body = new FormData();
  for (const { bytes, type, name } of parts) {
    body.append('file', new Blob([bytes], { type }), name ?? 'upload');
  }
  return body;
};

describeEachDatabase('user assets', (server) => {
  let consoleToken: string;
  let m2mToken: string;

  beforeAll(async () => {
    consoleToken = (await createConsoleUser(server(), { username: 'grace', password: 'Old-password-2024' })).token;
    const { context, url } = server();
    const app = await createManagementApiApp(context.tenantScope(defaultTenantId), context.vault, 'Uploader');
    const configuration = await client.discovery(
      new URL(`${url}/oidc`),
      app.clientId,
      undefined,
      client.ClientSecretBasic(app.clientSecret),
      { execute: [client.allowInsecureRequests] },
    );
    m2mToken = (
      await client.clientCredentialsGrant(configuration, { resource: managementApiIndicator(defaultTenantId), scope: 'all' })
    ).access_token;
  });

  const upload = (path: string, body: FormData | string, token: string | null = consoleToken, type?: string) =>
    fetch(`${server().url}/api${path}`, {
      method: 'POST',
      headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(type ? { 'Content-Type': type } : {}) },
      body,
    });
  const status = (path: string, token: string) =>
    fetch(`${server().url}/api${path}`, { headers: { Authorization: `Bearer ${token}` } });

  describe('service status', () => {
    it('tells the console user which images and size an avatar may have', async () => {
      const response = await status('/me/user-assets/service-status', consoleToken);
      expect(response.status).toBe(200);
      const body = (await response.json()) as { status: string; allowUploadMimeTypes: string[]; maxUploadFileSize: number };
      expect(body).toMatchObject({ status: 'ready', maxUploadFileSize: 20_971_520 });
      expect(body.allowUploadMimeTypes).toContain('image/png');
      expect(body.allowUploadMimeTypes).not.toContain('application/zip');
    });

    it('tells a Management API caller the general upload rules', async () => {
      const response = await status('/user-assets/service-status', m2mToken);
      expect(await response.json()).toMatchObject({
        status: 'ready',
        maxUploadFileSize: uploadMaxBytes,
        allowUploadMimeTypes: expect.arrayContaining(['image/svg+xml', 'application/zip']),
      });
    });
  });

  describe('avatar upload', () => {
    it('stores a PNG and serves the same bytes back, typed and cached', async () => {
      const response = await upload('/me/user-assets', form([{ bytes: png, type: 'image/png', name: 'me.png' }]));
      expect(response.status).toBe(200);
      const { url } = (await response.json()) as { url: string };
      expect(url).toMatch(
        new RegExp(`^${server().url}/api/user-assets/files/${adminTenantId}/\\d{4}/\\d{2}/[0-9a-z]{21}\\.png$`),
      );
      const file = await fetch(url);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('image/png');
      expect(file.headers.get('x-content-type-options')).toBe('nosniff');
      expect(file.headers.get('cache-control')).toContain('immutable');
      expect(file.headers.get('content-disposition')).toBeNull();
      expect(Buffer.from(await file.arrayBuffer()).equals(png)).toBe(true);
    });

    it('serves an SVG as a download under a CSP that runs no script', async () => {
      const response = await upload('/me/user-assets', form([{ bytes: svg, type: 'image/svg+xml' }]));
      expect(response.status).toBe(200);
      const file = await fetch(((await response.json()) as { url: string }).url);
      expect(file.headers.get('content-type')).toBe('image/svg+xml');
      expect(file.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'");
      expect(file.headers.get('content-disposition')).toMatch(/^attachment/);
    });

    it.each([
      ['a type that is not an image', form([{ bytes: Buffer.from('PK\u0003\u0004'), type: 'application/zip' }])],
      ['a text file', form([{ bytes: Buffer.from('hello'), type: 'text/plain' }])],
      ['HTML declared as PNG', form([{ bytes: Buffer.from('<html><script>1</script></html>'), type: 'image/png' }])],
    ])('answers 400 guard.mime_type_not_allowed for %s', async (_case, body) => {
      const response = await upload('/me/user-assets', body);
      expect(response.status).toBe(400);
      const error = (await response.json()) as ErrorBody;
      expect(error.code).toBe('guard.mime_type_not_allowed');
      expect(error.message).toContain('png');
    });

    it('answers 400 guard.invalid_input naming the file field without a file or with an empty one, as the reference does', async () => {
      const noFile = new FormData();
      noFile.append('name', 'x');
      for (const body of [noFile, form([{ bytes: new Uint8Array(0), type: 'image/png' }])]) {
        const response = await upload('/me/user-assets', body);
        expect(response.status).toBe(400);
        const error = (await response.json()) as ErrorBody;
        expect(error.code).toBe('guard.invalid_input');
        expect(error.details).toMatch(/^file: /);
      }
    });

    it('answers 413 guard.file_size_exceeded just over the limit and far over it', async () => {
      for (const size of [uploadMaxBytes + 1, uploadMaxBytes + 5 * 1024 * 1024]) {
        const bytes = new Uint8Array(size);
        bytes.set(png);
        const response = await upload('/me/user-assets', form([{ bytes, type: 'image/png' }]));
        expect(response.status, `${size} bytes`).toBe(413);
        const error = (await response.json()) as ErrorBody;
        expect(error).toMatchObject({ code: 'guard.file_size_exceeded', data: { limit: '20 MB' } });
      }
    });

    it('takes a file at exactly the limit', async () => {
      const bytes = new Uint8Array(uploadMaxBytes);
      bytes.set(png);
      const response = await upload('/me/user-assets', form([{ bytes, type: 'image/png' }]));
      expect(response.status).toBe(200);
    });

    it('refuses two files in one request and a body that is not a form', async () => {
      const two = await upload('/me/user-assets', form([{ bytes: png, type: 'image/png' }, { bytes: png, type: 'image/png' }]));
      expect(two.status).toBe(400);
      expect(((await two.json()) as ErrorBody).code).toBe('guard.invalid_input');
      const json = await upload('/me/user-assets', JSON.stringify({ file: 'x' }), consoleToken, 'application/json');
      expect(json.status).toBe(415);
      // A code of its own that names what the endpoint takes, not a generic request error.
      const error = (await json.json()) as ErrorBody;
      expect(error).toMatchObject({ code: 'request.unsupported_media_type', data: { types: 'multipart/form-data' } });
      expect(error.message).toContain('multipart/form-data');
    });

    it('answers 401 without a console user token', async () => {
      expect((await upload('/me/user-assets', form([{ bytes: png, type: 'image/png' }]), null)).status).toBe(401);
      const m2m = await upload('/me/user-assets', form([{ bytes: png, type: 'image/png' }]), m2mToken);
      expect(m2m.status).toBe(401);
      expect(((await m2m.json()) as ErrorBody).code).toBe('auth.wrong_issuer');
    });
  });

  describe('tenant upload (Management API)', () => {
    it("stores a logo under the request's tenant", async () => {
      const response = await upload('/user-assets', form([{ bytes: svg, type: 'image/svg+xml' }]), m2mToken);
      expect(response.status).toBe(200);
      const { url } = (await response.json()) as { url: string };
      expect(url).toContain(`/api/user-assets/files/${defaultTenantId}/`);
      expect(Buffer.from(await (await fetch(url)).arrayBuffer()).equals(svg)).toBe(true);
    });

    it('needs a Management API token', async () => {
      const response = await upload('/user-assets', form([{ bytes: png, type: 'image/png' }]), null);
      expect(response.status).toBe(401);
    });
  });

  describe('file download', () => {
    it.each([
      '/api/user-assets/files/default/2024/01/..%2F..%2F..%2Fetc%2Fpasswd',
      '/api/user-assets/files/default/2024/01/abc.png',
      '/api/user-assets/files/..%2F..%2Fsecret/2024/01/aaaaaaaaaaaaaaaaaaaaa.png',
      '/api/user-assets/files/default/2024/13/aaaaaaaaaaaaaaaaaaaaa.png',
      '/api/user-assets/files/default/2024/01/aaaaaaaaaaaaaaaaaaaaa.html',
    ])('refuses a malformed path: %s', async (path) => {
      const response = await fetch(`${server().url}${path}`);
      expect([400, 404]).toContain(response.status);
      expect(response.headers.get('content-type')).toContain('application/json');
    });

    it('answers 404 for a well-formed key with no file', async () => {
      const response = await fetch(`${server().url}/api/user-assets/files/default/2024/01/aaaaaaaaaaaaaaaaaaaaa.png`);
      expect(response.status).toBe(404);
      expect(((await response.json()) as ErrorBody).code).toBe('entity.not_found');
    });
  });
});
