import { describe, expect, it } from 'vitest';

import { decideTenantAccess } from './tenant-access';

const collaborator = ['read:data', 'write:data', 'delete:data', 'read:member'];
const admin = [...collaborator, 'invite:member', 'remove:member', 'update:member:role', 'manage:tenant'];
const organizationsScope = 'urn:tessera:scope:organizations';

describe('decideTenantAccess (spec 000 §4.2)', () => {
  it('changes nothing when the token carries exactly what the server grants', () => {
    expect(decideTenantAccess(collaborator, [organizationsScope, ...collaborator])).toBe('none');
  });

  it('signs in again when the server grants a scope the token lacks (a promotion)', () => {
    expect(decideTenantAccess(admin, collaborator)).toBe('renew-sign-in');
  });

  it('only drops the access token when the token holds a scope no longer granted (a demotion)', () => {
    expect(decideTenantAccess(collaborator, admin)).toBe('refresh-token');
  });

  it('leaves the tenant when the member holds no scope at all', () => {
    expect(decideTenantAccess([], admin)).toBe('leave-tenant');
    expect(decideTenantAccess([], [])).toBe('leave-tenant');
  });
});
