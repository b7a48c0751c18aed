import { meApi, roleApi } from '@tessera/schemas';
import { describe, expect, it, vi } from 'vitest';

import { createApiClient } from './api-client';
import { RequestError } from './request-error';

const jsonResponse = (status: number, body: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

const clientWith = (fetch: typeof window.fetch, extra: Partial<Parameters<typeof createApiClient>[0]> = {}) =>
  createApiClient({ getLanguage: () => 'de', fetch, ...extra });

describe('createApiClient', () => {
  it('sends JSON with the UI language and the access token, and parses JSON back', async () => {
    const fetch = vi.fn<typeof window.fetch>().mockResolvedValue(jsonResponse(200, { id: 'r1' }));
    const api = clientWith(fetch, { getAccessToken: async () => 'token-1' });

    await expect(api.call(roleApi.create, { body: { name: 'admin', description: 'Admins' } })).resolves.toEqual({
      id: 'r1',
    });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toBe(`${window.location.origin}/api/roles`);
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"name":"admin","description":"Admins"}');
    expect(init?.headers).toMatchObject({
      'Accept-Language': 'de',
      'Content-Type': 'application/json',
      Authorization: 'Bearer token-1',
    });
  });

  it('writes the query and the path parameters into the URL', async () => {
    const fetch = vi.fn<typeof window.fetch>().mockResolvedValue(jsonResponse(200, []));
    await clientWith(fetch).call(roleApi.listScopes, { params: { id: 'r 1' }, query: { page: 2, search: undefined } });
    expect(String(fetch.mock.calls[0]?.[0])).toBe(`${window.location.origin}/api/roles/r%201/scopes?page=2`);
  });

  it('sends no Authorization header without a token and returns nothing for 204', async () => {
    const fetch = vi.fn<typeof window.fetch>().mockResolvedValue(new Response(null, { status: 204 }));
    await expect(clientWith(fetch).call(roleApi.delete, { params: { id: 'r1' } })).resolves.toBeUndefined();
    expect(fetch.mock.calls[0]?.[1]?.headers).not.toHaveProperty('Authorization');
  });

  it('turns an error body into a RequestError with status and body', async () => {
    const onError = vi.fn();
    const body = { message: 'Role name is taken.', code: 'role.name_in_use', details: 'name: admin' };
    const api = clientWith(vi.fn<typeof window.fetch>().mockResolvedValue(jsonResponse(422, body)), { onError });

    const error = await api.call(roleApi.list, {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RequestError);
    expect(error).toMatchObject({ status: 422, body, code: 'role.name_in_use' });
    expect(onError).toHaveBeenCalledWith(error);
  });

  it('keeps the status when the body is unreadable', async () => {
    const fetch = vi.fn<typeof window.fetch>().mockResolvedValue(new Response('<html>bad gateway</html>', { status: 502 }));
    await expect(clientWith(fetch).call(roleApi.list, {})).rejects.toMatchObject({ status: 502, body: undefined });
  });

  it('gives up after the timeout', async () => {
    const fetch = vi.fn<typeof window.fetch>(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'TimeoutError')));
        }),
    );
    await expect(clientWith(fetch, { timeoutMs: 10 }).call(roleApi.list, {})).rejects.toMatchObject({
      status: 0,
      failure: 'timeout',
    });
  });

  it('reports a network failure', async () => {
    const fetch = vi.fn<typeof window.fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(clientWith(fetch).call(roleApi.list, {})).rejects.toMatchObject({ status: 0, failure: 'network' });
  });
});

describe('contract calls', () => {
  it('sends an upload as the multipart form it is given, to the contract path, and answers its body', async () => {
    const fetch = vi.fn<typeof window.fetch>().mockResolvedValue(jsonResponse(201, { url: 'https://cdn.example.com/a.png' }));
    const formData = new FormData();
    formData.append('file', new File(['png'], 'a.png', { type: 'image/png' }));

    await expect(clientWith(fetch).callForm(meApi.uploadAsset, { formData })).resolves.toEqual({
      url: 'https://cdn.example.com/a.png',
    });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toBe(`${window.location.origin}/api/me/user-assets`);
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(formData);
    // The browser sets the multipart boundary; a JSON content type would break the upload.
    expect(init?.headers).not.toHaveProperty('Content-Type');
  });

  it('adds the headers a call brings, such as a request id to quote to support', async () => {
    const fetch = vi.fn<typeof window.fetch>().mockResolvedValue(new Response(null, { status: 204 }));
    await clientWith(fetch).call(meApi.delete, { headers: { 'X-Request-Id': 'req-1' } });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toBe(`${window.location.origin}/api/me`);
    expect(init?.method).toBe('DELETE');
    expect(init?.headers).toMatchObject({ 'X-Request-Id': 'req-1', 'Accept-Language': 'de' });
  });
});
