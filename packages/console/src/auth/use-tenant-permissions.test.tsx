import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';

import { createFakeAuthClient } from '../test/fake-auth-client';
import { fakeJwt } from '../test/fake-jwt';
import { createTestQueryClient, testSignInConfig, TestProviders } from '../test/render-console';
import { useTenantPermissions } from './use-tenant-permissions';

const Flags = () => <output data-testid="flags">{JSON.stringify(useTenantPermissions())}</output>;

/** Renders the flags at `/{tenantId}` for a member signed in with `accessToken`. */
const renderFlags = async (tenantId: string, accessToken: string) => {
  const router = createMemoryRouter([{ path: ':tenantId', element: <Flags /> }], { initialEntries: [`/${tenantId}`] });
  const { unmount } = render(
    <TestProviders queryClient={createTestQueryClient()} authClient={createFakeAuthClient({ accessToken })}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  const flags = JSON.parse((await screen.findByTestId('flags')).textContent ?? '') as unknown;
  unmount();
  return flags;
};

const consoleToken = (scope: string) => fakeJwt({ aud: testSignInConfig.resource, scope, sub: 'u1' });

const everything = { canInviteMember: true, canRemoveMember: true, canUpdateMemberRole: true, canManageTenant: true };
const nothing = { canInviteMember: false, canRemoveMember: false, canUpdateMemberRole: false, canManageTenant: false };

describe('useTenantPermissions', () => {
  it('lets the administrator of the default tenant (Management API scope `all`) do everything there', async () => {
    expect(await renderFlags('default', consoleToken('all'))).toEqual(everything);
  });

  it('grants nothing to a console user whose token lacks the scope', async () => {
    expect(await renderFlags('default', consoleToken(''))).toEqual(nothing);
  });

  it('grants nothing in a tenant the token is not for', async () => {
    expect(await renderFlags('t1', consoleToken('all'))).toEqual(nothing);
  });

  it('reads the member role of the tenant from organization_roles', async () => {
    const token = fakeJwt({ aud: testSignInConfig.resource, scope: '', organization_roles: ['t1:collaborator', 't2:admin'] });
    expect(await renderFlags('t1', token)).toEqual(nothing);
    expect(await renderFlags('t2', token)).toEqual(everything);
  });

  it('grants nothing for a token it cannot read', async () => {
    expect(await renderFlags('default', 'opaque-token')).toEqual(nothing);
  });
});
