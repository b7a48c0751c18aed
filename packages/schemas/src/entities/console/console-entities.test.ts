import { describe, expect, it } from 'vitest';

import { storedCheckoutSessionGuard } from './checkout';
import { acknowledgedNoticeFlags, consoleCustomDataGuard } from './custom-data';
import { parseOrganizationRoles, parseScopes } from './me';
import { parsePreferences } from './preferences';
import { isQuotaExceeded, quotaKeys } from './quota';
import { toEmailTag } from './tag-input';
import { tenantCreationFormGuard, tenantCreationModalGuard } from './tenant';

describe('preferences', () => {
  it('reads valid settings', () => {
    expect(parsePreferences({ language: 'ja', appearanceMode: 'dark' })).toEqual({
      language: 'ja',
      appearanceMode: 'dark',
    });
  });

  it('falls back per field and as a whole', () => {
    expect(parsePreferences({ language: 'xx', appearanceMode: 'light' })).toEqual({
      language: 'en',
      appearanceMode: 'light',
    });
    expect(parsePreferences({ language: 'de', appearanceMode: 'sepia' })).toEqual({
      language: 'de',
      appearanceMode: 'system',
    });
    expect(parsePreferences('garbage')).toEqual({ language: 'en', appearanceMode: 'system' });
    expect(parsePreferences(undefined)).toEqual({ language: 'en', appearanceMode: 'system' });
  });
});

describe('quota', () => {
  it('is exceeded when usage / quota reaches 1', () => {
    expect(isQuotaExceeded(99, 100)).toBe(false);
    expect(isQuotaExceeded(100, 100)).toBe(true);
    expect(isQuotaExceeded(101, 100)).toBe(true);
    expect(isQuotaExceeded(1_000_000, null)).toBe(false);
  });

  it('reads 0 as no quota where the card says so', () => {
    expect(isQuotaExceeded(5, 0)).toBe(true);
    expect(isQuotaExceeded(5, 0, { zeroMeansUnlimited: true })).toBe(false);
  });

  it('covers every quota field of the spec', () => {
    expect(quotaKeys).toEqual(
      expect.arrayContaining([
        'mauLimit',
        'tokenLimit',
        'applicationsLimit',
        'machineToMachineLimit',
        'resourcesLimit',
        'scopesPerResourceLimit',
        'socialConnectorsLimit',
        'standardConnectorsLimit',
        'userRolesLimit',
        'rolesLimit',
        'machineToMachineRolesLimit',
        'scopesPerRoleLimit',
        'hooksLimit',
        'auditLogsRetentionDays',
        'mfaEnabled',
        'organizationsLimit',
        'organizationsEnabled',
        'enterpriseSsoLimit',
        'ssoEnabled',
        'thirdPartyApplicationsLimit',
        'tenantMembersLimit',
        'customJwtEnabled',
        'subjectTokenEnabled',
        'bringYourUiEnabled',
        'customDomainEnabled',
        'omniSignInEnabled',
        'ticketSupportResponseTime',
      ]),
    );
  });
});

describe('tenant creation form', () => {
  it('names a blank tenant My project', () => {
    expect(tenantCreationFormGuard.parse({ name: '  ', regionName: 'EU' })).toEqual({
      name: 'My project',
      regionName: 'EU',
      collaboratorEmails: [],
    });
  });

  it('requires a region, and a tag in the profile modal', () => {
    expect(tenantCreationFormGuard.safeParse({ name: 'X' }).success).toBe(false);
    expect(tenantCreationFormGuard.safeParse({ name: 'X', regionName: 'ASIA' }).success).toBe(
      false,
    );
    expect(tenantCreationModalGuard.safeParse({ name: 'X', regionName: 'US' }).success).toBe(false);
    expect(
      tenantCreationModalGuard.safeParse({ name: 'X', regionName: 'US', tag: 'production' })
        .success,
    ).toBe(true);
  });

  it('flags invalid collaborator emails with the console message key', () => {
    const result = tenantCreationFormGuard.safeParse({
      name: 'X',
      regionName: 'US',
      collaboratorEmails: ['a@b.co', 'nope'],
    });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ['collaboratorEmails', 1],
        message: 'tenant_members.errors.invalid_email',
      }),
    ]);
  });

  it('marks invalid email tags', () => {
    expect(toEmailTag(' a@b.co ', '1')).toEqual({ id: '1', value: 'a@b.co' });
    expect(toEmailTag('nope', '2')).toEqual({ id: '2', value: 'nope', status: 'error' });
  });
});

describe('current user', () => {
  it('reads tenant roles from organization_roles claims', () => {
    expect(parseOrganizationRoles(['t1:admin', 't2:collaborator', 'broken', ':x'])).toEqual({
      t1: 'admin',
      t2: 'collaborator',
    });
    expect(parseOrganizationRoles()).toEqual({});
  });

  it('splits the scope claim', () => {
    expect(parseScopes('read:data  write:data')).toEqual(['read:data', 'write:data']);
    expect(parseScopes(undefined)).toEqual([]);
  });

  it('keeps unknown custom data and checks known flags', () => {
    const flags = Object.fromEntries(acknowledgedNoticeFlags.map((flag) => [flag, true]));
    const data = {
      defaultTenantId: 'abc',
      adminConsolePreferences: { language: 'fr', ...flags },
      other: 1,
    };
    expect(consoleCustomDataGuard.parse(data)).toEqual(data);
    expect(acknowledgedNoticeFlags).toHaveLength(12);
    expect(
      consoleCustomDataGuard.safeParse({
        adminConsolePreferences: { mfaUpsellNoticeAcknowledged: 'yes' },
      }).success,
    ).toBe(false);
  });
});

it('the stored checkout state is 6 characters', () => {
  expect(storedCheckoutSessionGuard.safeParse({ state: 'abc123', sessionId: 's' }).success).toBe(
    true,
  );
  expect(storedCheckoutSessionGuard.safeParse({ state: 'abc12', sessionId: 's' }).success).toBe(
    false,
  );
});
