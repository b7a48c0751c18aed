import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createAssetKey, isAssetKey } from './asset-key.js';
import { createLocalFileStorage } from './local-file-storage.js';

const rootDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-uploads-'));
const storage = createLocalFileStorage({ rootDir: path.join(rootDir, 'uploads'), baseUrl: 'https://id.example.com/files' });

afterAll(() => fs.rmSync(rootDir, { recursive: true, force: true }));

describe('asset keys', () => {
  it('files uploads by tenant, UTC year and month, with an extension from the type', () => {
    const key = createAssetKey('default', 'image/x-icon', new Date('2024-03-31T23:30:00-02:00'));
    expect(key).toMatch(/^default\/2024\/04\/[0-9a-z]{21}\.ico$/);
    expect(isAssetKey(key)).toBe(true);
  });

  it.each([
    'default/2024/04/../../../etc/passwd',
    '../default/2024/04/aaaaaaaaaaaaaaaaaaaaa.png',
    'default/2024/04/aaaaaaaaaaaaaaaaaaaaa.png/',
    'default\\2024\\04\\aaaaaaaaaaaaaaaaaaaaa.png',
    'Default/2024/04/aaaaaaaaaaaaaaaaaaaaa.png',
    'default/2024/04/aaaaaaaaaaaaaaaaaaaaa.exe',
  ])('rejects %s', (key) => {
    expect(isAssetKey(key)).toBe(false);
  });
});

describe('local file storage', () => {
  it('stores bytes under the key and reads them back', async () => {
    const key = createAssetKey('default', 'image/png');
    await storage.put(key, new Uint8Array([1, 2, 3]), 'image/png');
    expect(storage.urlFor(key)).toBe(`https://id.example.com/files/${key}`);
    const file = await storage.read(key);
    expect(file?.size).toBe(3);
    expect([...new Uint8Array(await new Response(file?.body).arrayBuffer())]).toEqual([1, 2, 3]);
    expect(fs.readdirSync(path.dirname(path.join(rootDir, 'uploads', key)))).toHaveLength(1);
  });

  it('reads nothing for an unknown or malformed key, and refuses to write one', async () => {
    fs.writeFileSync(path.join(rootDir, 'secret.png'), 'secret');
    expect(await storage.read('default/2024/01/aaaaaaaaaaaaaaaaaaaaa.png')).toBeUndefined();
    expect(await storage.read('../secret.png')).toBeUndefined();
    await expect(storage.put('../secret.png', new Uint8Array([1]), 'image/png')).rejects.toThrow();
    expect(fs.readFileSync(path.join(rootDir, 'secret.png'), 'utf8')).toBe('secret');
  });
});
