import { describe, expect, it } from 'vitest';

import { resourceCreateGuard, resourceGuard, resourcePatchGuard } from './resource';
import { roleCreateGuard, roleGuard, rolePatchGuard, roleTypes } from './role';
import { scopeCreateGuard, scopeGuard } from './scope';

describe('role', () => {
  const role = { tenantId: 't', id: 'r1', name: 'Editor', description: 'Edits', type: 'User', isDefault: false };

  it.each([
    [{ name: '' }, false],
    [{ name: 'n'.repeat(128) }, true],
    [{ name: 'n'.repeat(129) }, false],
    [{ description: '' }, false],
    [{ description: 'd' }, true],
    [{ description: 'd'.repeat(128) }, true],
    [{ description: 'd'.repeat(129) }, false],
    [{ type: 'MachineToMachine' }, true],
    [{ type: 'Admin' }, false],
  ])('%j valid: %s', (override, valid) => {
    expect(roleGuard.safeParse({ ...role, ...override }).success).toBe(valid);
  });

  it('has two types', () => {
    expect(roleTypes).toEqual(['User', 'MachineToMachine']);
  });

  it('creates with name and description, patches without type', () => {
    expect(roleCreateGuard.safeParse({ name: 'Editor' }).success).toBe(false);
    expect(
      roleCreateGuard.safeParse({ name: 'Editor', description: 'Edits', scopeIds: ['s1'] }).success,
    ).toBe(true);
    expect(rolePatchGuard.parse({ isDefault: true, type: 'User' })).toEqual({ isDefault: true });
  });
});

describe('resource', () => {
  it('takes absolute indicators without fragments', () => {
    const resource = (indicator: string) =>
      resourceGuard.safeParse({
        tenantId: 't',
        id: 'r',
        isManagementApi: false,
        name: 'API',
        indicator,
        isDefault: false,
        accessTokenTtl: 3600,
      }).success;
    expect(resource('https://api.example.com')).toBe(true);
    expect(resource('urn:tessera:api')).toBe(true);
    expect(resource('api.example.com')).toBe(false);
    expect(resource('https://api.example.com#x')).toBe(false);
  });

  it('defaults the access token lifetime to one hour', () => {
    expect(
      resourceCreateGuard.parse({ name: 'API', indicator: 'https://api.example.com' })
        .accessTokenTtl,
    ).toBe(3600);
    expect(
      resourceCreateGuard.safeParse({ name: '', indicator: 'https://api.example.com' }).success,
    ).toBe(false);
  });

  it('keeps the indicator out of patches', () => {
    expect(resourcePatchGuard.parse({ indicator: 'https://x.io', name: 'New' })).toEqual({
      name: 'New',
    });
  });
});

describe('scope', () => {
  const scope = { tenantId: 't', id: 's', resourceId: 'r', name: 'read:users', description: null, createdAt: 1 };

  it.each([
    [{ name: '' }, false],
    [{ name: 'n'.repeat(256) }, true],
    [{ name: 'n'.repeat(257) }, false],
    [{ name: 'read users' }, false],
  ])('%j valid: %s', (override, valid) => {
    expect(scopeGuard.safeParse({ ...scope, ...override }).success).toBe(valid);
  });

  it('creates with a name', () => {
    expect(scopeCreateGuard.parse({ name: 'write:users' })).toEqual({ name: 'write:users' });
  });
});
