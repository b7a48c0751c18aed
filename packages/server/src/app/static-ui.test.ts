import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createStaticUi } from './static-ui.js';

const script = `console.log(${JSON.stringify('x'.repeat(2000))});\n`;

describe('a built single-page app served from memory', () => {
  let dir: string;
  const serve = () => {
    const ui = createStaticUi({ dir, basePath: '/app', name: 'app' });
    const app = new Hono();
    app.get('/app/*', ui.serveFile);
    app.onError((_error, c) => c.text('Internal Server Error', 500));
    return (url: string, headers: Record<string, string> = {}) => app.request(url, { headers });
  };

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-ui-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>app</title>');
    fs.writeFileSync(path.join(dir, 'assets', 'main-1a2b.js'), script);
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('answers each file with its content, its type and its caching', async () => {
    const request = serve();
    const asset = await request('/app/assets/main-1a2b.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await asset.text()).toBe(script);
    const page = await request('/app/settings');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(await page.text()).toBe('<!doctype html><title>app</title>');
    expect((await request('/app/missing.js')).status).toBe(404);
  });

  it('compresses a text file for a client that accepts gzip, and keeps the same bytes', async () => {
    const request = serve();
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await request('/app/assets/main-1a2b.js', { 'accept-encoding': 'gzip, br' });
      expect(response.headers.get('content-encoding')).toBe('gzip');
      expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString('utf8')).toBe(script);
    }
  });

  it('reads a file on its first request and keeps what it read', async () => {
    const request = serve();
    const file = path.join(dir, 'assets', 'main-1a2b.js');
    fs.writeFileSync(file, `${script}// built again before any request\n`);
    expect(await (await request('/app/assets/main-1a2b.js')).text()).toBe(`${script}// built again before any request\n`);
    fs.writeFileSync(file, 'changed after the first request');
    expect(await (await request('/app/assets/main-1a2b.js')).text()).toBe(`${script}// built again before any request\n`);
  });

  it('tries a read that failed again on the next request', async () => {
    const request = serve();
    const file = path.join(dir, 'assets', 'main-1a2b.js');
    fs.renameSync(file, `${file}.away`);
    expect((await request('/app/assets/main-1a2b.js')).status).toBe(500);
    fs.renameSync(`${file}.away`, file);
    expect(await (await request('/app/assets/main-1a2b.js')).text()).toBe(script);
  });
});
