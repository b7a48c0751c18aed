import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { testUser } from '../../test/fake-auth-client';
import { mockManagementApi } from '../../test/management-api-mock';
import { renderConsole } from '../../test/render-console';
import { testTenant } from '../../test/test-tenant';

/** The first render loads the onboarding's lazy chunks, slow on a busy machine. */
const firstLoad = { timeout: 15_000 };

afterEach(() => {
  vi.restoreAllMocks();
  delete document.documentElement.dataset.theme;
});

const userWith = (onboarding: Record<string, unknown>) => ({ ...testUser, customData: { onboarding } });

describe('onboarding: routes and redirects', { timeout: 20_000 }, () => {
  it('opens on the welcome step', async () => {
    mockManagementApi({});
    const { router } = renderConsole('/onboarding', { edition: 'cloud' });
    await screen.findByTestId('onboarding-welcome', undefined, firstLoad);
    expect(router.state.location.pathname).toBe('/onboarding/welcome');
    expect(screen.getByTestId('onboarding-progress').textContent).toBe('Step 1 of 3');
  });

  it('sends a user without a questionnaire from a later step back to welcome', async () => {
    mockManagementApi({});
    const { router } = renderConsole('/onboarding/create-tenant', { edition: 'cloud' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding/welcome'), firstLoad);
  });

  it('sends a user who finished onboarding to /, which opens their tenant', async () => {
    mockManagementApi({
      'GET /t/admin/api/tenants': { body: [testTenant({ id: 'abc123' })] },
      'GET /api/.well-known/endpoints/abc123': { body: { user: 'http://localhost/t/abc123' } },
    });
    const { router } = renderConsole('/onboarding/welcome', {
      edition: 'cloud',
      user: userWith({ isOnboardingDone: true, questionnaire: { project: 'personal' } }),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/abc123/get-started'), firstLoad);
  });

  it('is not routed in the open-source edition', async () => {
    mockManagementApi({});
    renderConsole('/onboarding/welcome');
    expect(await screen.findByTestId('not-found', undefined, firstLoad)).toBeDefined();
    expect(screen.queryByTestId('onboarding')).toBeNull();
  });

  it('shows the light theme even when the console is dark', async () => {
    document.documentElement.dataset.theme = 'dark';
    mockManagementApi({});
    renderConsole('/onboarding/welcome', { edition: 'cloud' });
    const onboarding = await screen.findByTestId('onboarding', undefined, firstLoad);
    expect(onboarding.getAttribute('data-theme')).toBe('light');
  });
});

describe('onboarding: welcome step', { timeout: 20_000 }, () => {
  it('asks the company name only for a company, and saves the answers before going on', async () => {
    const api = mockManagementApi({
      'PATCH /api/me/custom-data': ({ body }) => ({ body: { ...(body as object) } }),
    });
    const { router } = renderConsole('/onboarding/welcome', { edition: 'cloud' });
    const user = userEvent.setup();
    const form = await screen.findByTestId('onboarding-welcome', undefined, firstLoad);
    expect(within(form).queryByTestId('onboarding-company-name')).toBeNull();

    await user.click(within(form).getByTestId('onboarding-project-company'));
    await user.type(await within(form).findByTestId('onboarding-company-name'), 'Acme');
    await user.click(within(form).getByTestId('onboarding-stage-existing-product'));
    await user.click(within(form).getByTestId('onboarding-feature-compliance'));
    await user.click(within(form).getByTestId('onboarding-feature-export-user-data'));
    await user.click(within(form).getByTestId('onboarding-next'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding/create-tenant'));
    expect(api.requestsTo('PATCH', '/api/me/custom-data').map(({ body }) => body)).toEqual([
      {
        onboarding: {
          questionnaire: {
            project: 'company',
            companyName: 'Acme',
            stage: 'existing-product',
            additionalFeatures: ['compliance', 'export-user-data'],
          },
        },
      },
    ]);
    expect(await screen.findByTestId('onboarding-create-tenant', undefined, firstLoad)).toBeDefined();
  });

  it('drops a typed company name when the project is personal after all', async () => {
    const api = mockManagementApi({
      'PATCH /api/me/custom-data': ({ body }) => ({ body: { ...(body as object) } }),
    });
    renderConsole('/onboarding/welcome', { edition: 'cloud' });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('onboarding-project-company', undefined, firstLoad));
    await user.type(await screen.findByTestId('onboarding-company-name', undefined, firstLoad), 'Acme');
    await user.click(screen.getByTestId('onboarding-project-personal'));
    await user.click(screen.getByTestId('onboarding-next'));
    await waitFor(() => expect(api.requestsTo('PATCH', '/api/me/custom-data')).toHaveLength(1));
    expect(api.requestsTo('PATCH', '/api/me/custom-data')[0]?.body).toEqual({
      onboarding: { questionnaire: { project: 'personal', additionalFeatures: [] } },
    });
  });

  it('shows the answers saved before when the user comes back to it', async () => {
    mockManagementApi({});
    renderConsole('/onboarding/welcome', {
      edition: 'cloud',
      user: userWith({ questionnaire: { project: 'company', companyName: 'Acme', additionalFeatures: ['budget-control'] } }),
    });
    const companyName = await screen.findByTestId('onboarding-company-name', undefined, firstLoad);
    expect(companyName).toHaveProperty('value', 'Acme');
    expect(screen.getByTestId('onboarding-feature-budget-control')).toHaveProperty('checked', true);
    expect(screen.getByTestId('onboarding-feature-compliance')).toHaveProperty('checked', false);
  });
});
