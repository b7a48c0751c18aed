import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { mockManagementApi } from '../../test/management-api-mock';
import { renderConsole } from '../../test/render-console';
import { testTenant } from '../../test/test-tenant';

const invitation = (status: string) => ({
  id: 'inv1',
  organizationId: 't-team01',
  tenantId: 'team01',
  tenantName: 'Team space',
  tenantTag: 'production',
  invitee: 'ada@example.com',
  status,
  role: 'collaborator',
  expiresAt: Date.now() + 3_600_000,
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/accept/{invitationId}', { timeout: 30_000 }, () => {
  it('accepts a pending invitation and opens its tenant', async () => {
    let tenants: unknown[] = [];
    const api = mockManagementApi({
      'GET /t/admin/api/invitations/inv1': { body: invitation('Pending') },
      'PATCH /t/admin/api/invitations/inv1/status': () => {
        tenants = [testTenant({ id: 'team01', name: 'Team space', role: 'collaborator' })];
        return { body: invitation('Accepted') };
      },
      'GET /t/admin/api/tenants': () => ({ body: tenants }),
      'GET /t/admin/api/invitations': { body: [] },
      'GET /api/.well-known/endpoints/team01': { body: { user: 'http://localhost/t/team01' } },
      'GET /t/admin/api/tenants/team01/members/u1/scopes': { body: [{ name: 'read:data' }] },
    });
    const { router } = renderConsole('/accept/inv1', { edition: 'cloud' });
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/team01/));
    expect(api.requestsTo('PATCH', '/t/admin/api/invitations/inv1/status').map(({ body }) => body)).toEqual([
      { status: 'Accepted' },
    ]);
  });

  it('shows the invalid-status message for an invitation that is not pending, without accepting', async () => {
    const api = mockManagementApi({ 'GET /t/admin/api/invitations/inv1': { body: invitation('Revoked') } });
    renderConsole('/accept/inv1', { edition: 'cloud' });
    expect((await screen.findByTestId('invitation-problem')).textContent).toContain('can no longer be accepted');
    expect(api.requestsTo('PATCH', '/t/admin/api/invitations/inv1/status')).toHaveLength(0);
  });

  it('offers to switch accounts when the invitation is for another email (403)', async () => {
    mockManagementApi({
      'GET /t/admin/api/invitations/inv1': {
        status: 403,
        body: { code: 'invitation.email_mismatch', message: 'This invitation was sent to another email address.' },
      },
    });
    renderConsole('/accept/inv1', { edition: 'cloud' });
    expect(await screen.findByTestId('invitation-email-mismatch')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Switch account' })).toBeDefined();
  });
});
