import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { testUser } from '../../test/fake-auth-client';
import { cloudMemberRoutes, testTenant } from '../../test/test-tenant';
import { mockManagementApi } from '../../test/management-api-mock';
import { renderConsole } from '../../test/render-console';
import { applicationFixture } from '../applications/testing/application-fixture';

afterEach(() => {
  vi.restoreAllMocks();
});

const adminConsole = (signInExperienceCustomized: boolean) => ({
  body: { signInExperienceCustomized, organizationCreated: false },
});

const routes = {
  'GET /api/applications': { body: [applicationFixture()], total: 1 },
  'GET /api/roles': { body: [], total: 0 },
  'GET /api/configs/admin-console': adminConsole(false),
};

const step = (id: string) => screen.getByTestId(`get-started-${id}`);

describe('get started', { timeout: 60_000 }, () => {
  it('marks the steps the tenant has done, from its data, and hides collaborators in oss', async () => {
    mockManagementApi(routes);
    renderConsole('/default/get-started', {
      user: {
        ...testUser,
        customData: { getStarted: { default: { mfa: true }, other: { collaborators: true } } },
      },
    });

    await waitFor(
      () =>
        expect(screen.getByTestId('get-started-progress').textContent).toBe('2 of 4 steps done'),
      { timeout: 30_000 },
    );
    expect(within(step('create_application')).getByText('Done')).toBeTruthy();
    expect(within(step('mfa')).getByText('Done')).toBeTruthy();
    expect(within(step('roles')).queryByText('Done')).toBeNull();
    expect(
      within(step('roles')).getByRole('link', { name: 'Create role' }).getAttribute('href'),
    ).toBe('/default/roles/create');
    expect(
      within(step('create_application'))
        .getByRole('link', { name: 'Create application' })
        .getAttribute('href'),
    ).toBe('/default/applications/create');
    expect(screen.queryByTestId('get-started-collaborators')).toBeNull();
  });

  it('records a customized sign-in experience for the tenant', async () => {
    let customized = false;
    const api = mockManagementApi({
      ...routes,
      'GET /api/configs/admin-console': () => adminConsole(customized),
      'PATCH /api/configs/admin-console': () => {
        customized = true;
        return adminConsole(true);
      },
    });
    renderConsole('/default/get-started');

    await userEvent.click(
      await screen.findByTestId('get-started-confirm-sign_in_experience', {}, { timeout: 30_000 }),
    );

    expect(await within(step('sign_in_experience')).findByText('Done')).toBeTruthy();
    expect(api.requestsTo('PATCH', '/api/configs/admin-console')[0]?.body).toEqual({
      signInExperienceCustomized: true,
    });
  });

  it('offers collaborators in cloud and keeps its confirmation in the user’s custom data', async () => {
    const api = mockManagementApi({
      ...routes,
      'GET /api/.well-known/endpoints/default': { body: { user: 'http://localhost/t/default' } },
      'PATCH /api/me/custom-data': ({ body }) => ({ body }),
      ...cloudMemberRoutes(testTenant({ id: 'default' })),
    });
    renderConsole('/default/get-started', { edition: 'cloud' });

    const collaborators = await screen.findByTestId(
      'get-started-collaborators',
      {},
      { timeout: 30_000 },
    );
    expect(
      within(collaborators).getByRole('link', { name: 'Invite members' }).getAttribute('href'),
    ).toBe('/default/tenant-settings/members');
    await userEvent.click(within(collaborators).getByTestId('get-started-confirm-collaborators'));

    expect(await within(collaborators).findByText('Done')).toBeTruthy();
    expect(api.requestsTo('PATCH', '/api/me/custom-data')[0]?.body).toEqual({
      getStarted: { default: { collaborators: true } },
    });
  });
});
