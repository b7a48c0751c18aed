import { describe, expect, it } from 'vitest';

import { tenantPermissions } from '@tessera/schemas';

import { deriveTenantPermissions, findTenantPermissions, type MemberGrant } from './tenant-permissions';

const grant = (overrides: Partial<MemberGrant>): MemberGrant => ({
  scopeTenantId: undefined,
  scopes: [],
  organizationRoles: [],
  ...overrides,
});

const everything = { canInviteMember: true, canRemoveMember: true, canUpdateMemberRole: true, canManageTenant: true };
const nothing = { canInviteMember: false, canRemoveMember: false, canUpdateMemberRole: false, canManageTenant: false };

describe('deriveTenantPermissions', () => {
  it('grants nothing to a member whose token says nothing', () => {
    expect(deriveTenantPermissions('default', grant({}))).toEqual(nothing);
    expect(deriveTenantPermissions('default', grant({ scopeTenantId: 'default', scopes: ['openid', 'profile'] }))).toEqual(
      nothing,
    );
  });

  it('makes the holder of the Management API scope of this tenant its admin', () => {
    expect(deriveTenantPermissions('default', grant({ scopeTenantId: 'default', scopes: ['all'] }))).toEqual(everything);
  });

  it('ignores scopes of a token for another tenant', () => {
    const other = grant({ scopeTenantId: 'default', scopes: ['all', 'invite:member', 'manage:tenant'] });
    expect(deriveTenantPermissions('t1', other)).toEqual(nothing);
  });

  it('reads each flag from its own tenant scope', () => {
    const scoped = (scope: string) => deriveTenantPermissions('t1', grant({ scopeTenantId: 't1', scopes: [scope] }));
    expect(scoped('invite:member')).toEqual({ ...nothing, canInviteMember: true });
    expect(scoped('remove:member')).toEqual({ ...nothing, canRemoveMember: true });
    expect(scoped('update:member:role')).toEqual({ ...nothing, canUpdateMemberRole: true });
    expect(scoped('manage:tenant')).toEqual({ ...nothing, canManageTenant: true });
  });

  it('gives an admin every tenant permission and a collaborator data and member reading only', () => {
    expect([...findTenantPermissions('t1', grant({ organizationRoles: ['t1:admin'] }))].sort()).toEqual(
      [...tenantPermissions].sort(),
    );
    expect([...findTenantPermissions('t1', grant({ organizationRoles: ['t1:collaborator'] }))].sort()).toEqual([
      'delete:data',
      'read:data',
      'read:member',
      'write:data',
    ]);
    expect(deriveTenantPermissions('t1', grant({ organizationRoles: ['t1:Admin'] }))).toEqual(everything);
    expect(deriveTenantPermissions('t1', grant({ organizationRoles: ['t1:Collaborator'] }))).toEqual(nothing);
  });

  it('reads organization roles only for the tenant they name', () => {
    expect(deriveTenantPermissions('t1', grant({ organizationRoles: ['t2:admin', 't1', 'admin', 't1:owner'] }))).toEqual(
      nothing,
    );
    expect(deriveTenantPermissions('t2', grant({ organizationRoles: ['t2:admin'] }))).toEqual(everything);
  });
});
