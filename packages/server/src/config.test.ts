import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3001, edition: 'oss', logLevel: 'info', endpoint: 'http://localhost:3001' });
    expect(config.dataDir).toMatch(/data$/);
    expect(config.databaseUrl).toBeUndefined();
  });

  it('derives the endpoint from the port and trims a trailing slash from ENDPOINT', () => {
    expect(loadConfig({ PORT: '4000' }).endpoint).toBe('http://localhost:4000');
    expect(loadConfig({ ENDPOINT: 'https://id.example.com/' }).endpoint).toBe('https://id.example.com');
  });

  it('reads a wildcard ENDPOINT as the service on the parent host and tenants on its subdomains', () => {
    const config = loadConfig({ ENDPOINT: 'https://*.id.example.com' });
    expect(config.endpoint).toBe('https://id.example.com');
    expect(config.tenantSubdomains).toEqual({ protocol: 'https:', parentHost: 'id.example.com', parentHostname: 'id.example.com' });
    expect(loadConfig({ ENDPOINT: 'https://id.example.com' }).tenantSubdomains).toBeUndefined();
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['EDITION', 'enterprise'],
    ['LOG_LEVEL', 'loud'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['REDIS_URL', 'http://localhost'],
    ['ENDPOINT', 'not a url'],
    ['SECRET_VAULT_KEY', 'c2hvcnQ='],
  ])('rejects %s=%s naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrowError(ConfigError);
    try {
      loadConfig({ [name]: value });
    } catch (error) {
      expect((error as ConfigError).message).toContain(name);
    }
  });

  it('checks for new releases unless RELEASE_CHECK turns it off (offline installs)', () => {
    expect(loadConfig({}).releaseCheck).toBe(true);
    expect(loadConfig({ RELEASE_CHECK: 'false' }).releaseCheck).toBe(false);
    expect(loadConfig({ RELEASE_CHECK: '0' }).releaseCheck).toBe(false);
    expect(() => loadConfig({ RELEASE_CHECK: 'maybe' })).toThrowError(/RELEASE_CHECK/);
  });

  it('runs one process unless WORKERS says more; auto is one per CPU', () => {
    const shared = { DATABASE_URL: 'postgres://localhost/db', REDIS_URL: 'redis://localhost' };
    expect(loadConfig({}).workers).toBe(1);
    expect(loadConfig({ ...shared, WORKERS: '3' }).workers).toBe(3);
    expect(loadConfig({ ...shared, WORKERS: 'auto' }).workers).toBe(os.availableParallelism());
    expect(() => loadConfig({ ...shared, WORKERS: '0' })).toThrowError(/WORKERS/);
    expect(() => loadConfig({ ...shared, WORKERS: 'many' })).toThrowError(/WORKERS/);
  });

  it('starts cluster workers with two malloc arenas unless MALLOC_ARENA_MAX says otherwise', () => {
    expect(loadConfig({}).mallocArenaMax).toBe(2);
    expect(loadConfig({ MALLOC_ARENA_MAX: '4' }).mallocArenaMax).toBe(4);
    expect(() => loadConfig({ MALLOC_ARENA_MAX: '0' })).toThrowError(/MALLOC_ARENA_MAX/);
  });

  it('refuses several workers without PostgreSQL and Redis, naming what is missing', () => {
    expect(() => loadConfig({ WORKERS: '2', REDIS_URL: 'redis://localhost' })).toThrowError(
      /WORKERS: .*DATABASE_URL/,
    );
    expect(() => loadConfig({ WORKERS: '2', DATABASE_URL: 'postgres://localhost/db' })).toThrowError(
      /WORKERS: .*REDIS_URL/,
    );
    expect(loadConfig({ WORKERS: '1' }).workers).toBe(1);
  });

  it('reads a PostgreSQL database per region, for the cloud edition only, each a database of its own', () => {
    expect(loadConfig({}).regionDatabaseUrls).toEqual({});
    const config = loadConfig({
      EDITION: 'cloud',
      DATABASE_URL: 'postgres://db.example.com/home',
      DATABASE_URL_US: 'postgresql://user:secret@us.example.com:5433/tessera',
    });
    expect(config.regionDatabaseUrls).toEqual({ US: 'postgresql://user:secret@us.example.com:5433/tessera' });
    expect(() => loadConfig({ EDITION: 'cloud', DATABASE_URL_EU: 'mysql://db.example.com/eu' })).toThrowError(
      /DATABASE_URL_EU/,
    );
    expect(() => loadConfig({ DATABASE_URL_US: 'postgres://us.example.com/tessera' })).toThrowError(
      /DATABASE_URL_US: region databases need EDITION=cloud/,
    );
    expect(() =>
      loadConfig({
        EDITION: 'cloud',
        DATABASE_URL: 'postgres://a:1@db.example.com/home',
        DATABASE_URL_EU: 'postgres://b:2@DB.example.com:5432/home',
      }),
    ).toThrowError(/DATABASE_URL_EU: names the same database as DATABASE_URL/);
    expect(() =>
      loadConfig({
        EDITION: 'cloud',
        DATABASE_URL_EU: 'postgres://db.example.com/regions',
        DATABASE_URL_US: 'postgres://db.example.com/regions',
      }),
    ).toThrowError(/DATABASE_URL_US: names the same database as DATABASE_URL_EU/);
  });

  it('trusts no proxy unless TRUST_PROXY names how many or which', () => {
    expect(loadConfig({}).trustProxy).toEqual({ kind: 'none' });
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toEqual({ kind: 'none' });
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toEqual({ kind: 'hops', hops: 1 });
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toEqual({ kind: 'hops', hops: 2 });
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1' }).trustProxy).toEqual({
      kind: 'addresses',
      ranges: ['10.0.0.0/8', '127.0.0.1', '::1'],
    });
    for (const bad of ['yes', '10.0.0.0/33', '10.0.0/8', '::1/129']) {
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrowError(/TRUST_PROXY/);
    }
  });

  it('denies private networks to outbound requests in the cloud edition and allows them self-hosted, unless OUTBOUND_PRIVATE_NETWORK says', () => {
    expect(loadConfig({ EDITION: 'cloud' }).outboundPrivateNetwork).toBe('deny');
    expect(loadConfig({}).outboundPrivateNetwork).toBe('allow');
    expect(loadConfig({ EDITION: 'cloud', OUTBOUND_PRIVATE_NETWORK: 'allow' }).outboundPrivateNetwork).toBe('allow');
    expect(loadConfig({ OUTBOUND_PRIVATE_NETWORK: 'deny' }).outboundPrivateNetwork).toBe('deny');
    expect(() => loadConfig({ OUTBOUND_PRIVATE_NETWORK: 'sometimes' })).toThrowError(/OUTBOUND_PRIVATE_NETWORK/);
  });

  it('serves metrics only when METRICS turns them on', () => {
    expect(loadConfig({}).metrics).toBe(false);
    expect(loadConfig({ METRICS: 'true' }).metrics).toBe(true);
    expect(() => loadConfig({ METRICS: 'on' })).toThrowError(/METRICS/);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).port).toBe(3001);
  });
});
