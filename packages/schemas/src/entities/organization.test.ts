import { describe, expect, it } from 'vitest';

import {
  organizationCreateGuard,
  organizationGuard,
  organizationJitEmailDomainCreateGuard,
} from './organization';
import {
  invitationStatuses,
  organizationInvitationCreateGuard,
  organizationInvitationGuard,
} from './organization-invitation';
import { organizationRoleCreateGuard, organizationScopeCreateGuard } from './organization-role';

describe('organization', () => {
  const organization = {
    tenantId: 'default',
    id: 'o1',
    name: 'Acme',
    description: null,
    customData: {},
    isMfaRequired: false,
    color: {},
    branding: {},
    customCss: null,
    createdAt: 1,
  };

  it.each([
    [{ name: '' }, false],
    [{ name: 'n'.repeat(128) }, true],
    [{ name: 'n'.repeat(129) }, false],
    [{ description: 'd'.repeat(256) }, true],
    [{ description: 'd'.repeat(257) }, false],
  ])('%j valid: %s', (override, valid) => {
    expect(organizationGuard.safeParse({ ...organization, ...override }).success).toBe(valid);
  });

  it('creates with a name only', () => {
    expect(organizationCreateGuard.parse({ name: 'Acme' })).toEqual({ name: 'Acme' });
  });

  it('takes email domains for just-in-time provisioning', () => {
    expect(
      organizationJitEmailDomainCreateGuard.safeParse({ emailDomain: 'acme.com' }).success,
    ).toBe(true);
    expect(
      organizationJitEmailDomainCreateGuard.safeParse({ emailDomain: '@acme.com' }).success,
    ).toBe(false);
  });

  it('creates template roles and scopes', () => {
    expect(
      organizationRoleCreateGuard.safeParse({ name: 'Admin', organizationScopeIds: ['s'] }).success,
    ).toBe(true);
    expect(organizationScopeCreateGuard.safeParse({ name: '' }).success).toBe(false);
  });
});

describe('organization invitation', () => {
  const invitation = {
    tenantId: 'default',
    id: 'i1',
    inviterId: null,
    invitee: 'new@acme.com',
    acceptedUserId: null,
    organizationId: 't-abc',
    status: 'Pending',
    createdAt: 1,
    updatedAt: 1,
    expiresAt: 2,
    organizationRoles: [{ id: 'r', name: 'Collaborator' }],
  };
  const invitee = (length: number) => `${'a'.repeat(length - '@acme.com'.length)}@acme.com`;

  const cases: Array<[Record<string, string>, boolean]> = [
    [{ invitee: invitee(256) }, true],
    [{ invitee: invitee(257) }, false],
    [{ invitee: 'not-an-email' }, false],
    ...invitationStatuses.map((status): [Record<string, string>, boolean] => [{ status }, true]),
    [{ status: 'Declined' }, false],
  ];

  it.each(cases)('%j valid: %s', (override, valid) => {
    expect(organizationInvitationGuard.safeParse({ ...invitation, ...override }).success).toBe(
      valid,
    );
  });

  it('needs invitee, organization and expiry to create', () => {
    expect(
      organizationInvitationCreateGuard.safeParse({
        invitee: 'a@b.co',
        organizationId: 'o',
        expiresAt: 1,
      }).success,
    ).toBe(true);
    expect(
      organizationInvitationCreateGuard.safeParse({ invitee: 'a@b.co', organizationId: 'o' })
        .success,
    ).toBe(false);
  });
});
