import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { testUser } from '../../../test/fake-auth-client';
import { mockManagementApi } from '../../../test/management-api-mock';
import { renderConsole } from '../../../test/render-console';
import { testTenant } from '../../../test/test-tenant';
import { signInExperienceFixture, signInExperienceRoutes } from '../../sign-in-experience/testing/sign-in-experience-fixture';

/** The first render loads the onboarding's lazy chunks, slow on a busy machine. */
const firstLoad = { timeout: 15_000 };

afterEach(() => {
  vi.restoreAllMocks();
});

const answeredUser = { ...testUser, customData: { onboarding: { questionnaire: { project: 'personal' } } } };

const routes = () => ({
  ...signInExperienceRoutes(
    signInExperienceFixture({
      signUp: { identifiers: ['username'], password: true, verify: false },
      signIn: { methods: [{ identifier: 'username', password: true, verificationCode: false, isPasswordPrimary: true }] },
    }),
  ),
  'GET /api/.well-known/endpoints/new001': { body: { user: 'http://localhost/t/new001' } },
  'GET /t/admin/api/tenants': { body: [testTenant({ id: 'new001' })] },
  'POST /api/connectors': ({ body }: { body: unknown }) => ({ body: { id: String((body as { connectorId: string }).connectorId) } }),
  'PATCH /api/me/custom-data': ({ body }: { body: unknown }) => ({ body: { ...(body as object) } }),
});

const renderStep = () =>
  renderConsole('/onboarding/new001/sign-in-experience', { edition: 'cloud', user: answeredUser });

const checkbox = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;

const checkedTargets = () =>
  ['google', 'github', 'discord'].filter((target) => checkbox(`checkbox-${target}`).checked);

describe('onboarding: sign-in experience step', { timeout: 30_000 }, () => {
  it('shows the step beside the live preview of the new tenant’s sign-in app', async () => {
    mockManagementApi(routes());
    renderStep();
    await screen.findByTestId('onboarding-sign-in-experience', undefined, firstLoad);
    expect(screen.getByTestId('onboarding-progress').textContent).toBe('Step 3 of 3');
    const frame = await screen.findByTestId('preview-frame');
    expect(frame.getAttribute('src')).toBe('http://localhost/t/new001/sign-in?preview=true');
    expect(screen.getByTestId('preview-web').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('preview-mobile')).toBeDefined();
    // Without a ready asset service the logo is a URL.
    expect(screen.getByTestId('onboarding-logo-url')).toBeDefined();
  });

  it('keeps a username to a password, and never lets the authentication be emptied', async () => {
    mockManagementApi(routes());
    renderStep();
    const user = userEvent.setup();
    await screen.findByTestId('onboarding-sign-in-experience', undefined, firstLoad);
    expect(checkbox('onboarding-authentication-password').checked).toBe(true);
    expect(checkbox('onboarding-authentication-verificationCode').checked).toBe(false);
    expect(checkbox('onboarding-authentication-verificationCode').disabled).toBe(true);

    await user.click(screen.getByTestId('onboarding-identifier-email'));
    expect(checkbox('onboarding-authentication-verificationCode').disabled).toBe(false);
    // The only method left on cannot be unchecked.
    expect(checkbox('onboarding-authentication-password').disabled).toBe(true);
    await user.click(checkbox('onboarding-authentication-verificationCode'));
    await user.click(checkbox('onboarding-authentication-password'));
    expect(checkbox('onboarding-authentication-password').checked).toBe(false);
    expect(checkbox('onboarding-authentication-verificationCode').disabled).toBe(true);

    await user.click(screen.getByTestId('onboarding-identifier-username'));
    expect(checkbox('onboarding-authentication-password').checked).toBe(true);
    expect(checkbox('onboarding-authentication-verificationCode').checked).toBe(false);
  });

  it('applies another template on every press of "Inspire me", with 2 or 3 social providers', async () => {
    mockManagementApi(routes());
    renderStep();
    const user = userEvent.setup();
    await screen.findByTestId('onboarding-sign-in-experience', undefined, firstLoad);
    const button = screen.getByTestId('onboarding-inspire-me');
    const applied: Array<string | null> = [];
    for (let press = 0; press < 5; press += 1) {
      await user.click(button);
      applied.push(button.getAttribute('data-template'));
      expect(checkedTargets().length).toBeGreaterThanOrEqual(2);
      expect(checkedTargets().length).toBeLessThanOrEqual(3);
      expect((screen.getByTestId('onboarding-primary-color') as HTMLInputElement).value).toMatch(/^#[\dA-F]{6}$/);
    }
    for (let index = 1; index < applied.length; index += 1) {
      expect(applied[index]).not.toBe(applied[index - 1]);
    }
  });

  it('finishes: creates the connectors the choices need, saves the sign-in experience and onboarding, opens the tenant', async () => {
    const api = mockManagementApi(routes());
    const { router, queryClient } = renderStep();
    const user = userEvent.setup();
    await screen.findByTestId('onboarding-sign-in-experience', undefined, firstLoad);
    await user.click(screen.getByTestId('onboarding-identifier-email'));
    const color = screen.getByTestId('onboarding-primary-color');
    await user.clear(color);
    await user.type(color, '#112233');
    await user.click(checkbox('checkbox-github'));
    await user.click(screen.getByTestId('onboarding-finish'));

    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/new001/), firstLoad);
    expect(api.requestsTo('POST', '/api/connectors').map(({ body }) => body)).toEqual([
      { connectorId: 'demo-email' },
      { connectorId: 'demo-github-social' },
    ]);
    const [patch] = api.requestsTo('PATCH', '/api/sign-in-exp');
    expect(patch?.url.searchParams.get('removeUnusedDemoSocialConnector')).toBe('1');
    expect(patch?.body).toMatchObject({
      color: { primaryColor: '#112233' },
      signUp: { identifiers: ['email'], password: true, verify: true },
      signIn: { methods: [{ identifier: 'email', password: true, verificationCode: false, isPasswordPrimary: true }] },
      socialSignInConnectorTargets: ['github'],
    });
    expect(api.requestsTo('PATCH', '/api/me/custom-data').map(({ body }) => body)).toEqual([
      { defaultTenantId: 'new001', onboarding: { isOnboardingDone: true } },
    ]);
    expect(queryClient.getQueryData(['me', 'user'])).toMatchObject({ customData: { onboarding: { isOnboardingDone: true } } });
  });

  it('stays on the step when saving fails', async () => {
    mockManagementApi({
      ...routes(),
      'PATCH /api/sign-in-exp': { status: 400, body: { message: 'Invalid.', code: 'guard.invalid_input' } },
    });
    const { router } = renderStep();
    const user = userEvent.setup();
    await screen.findByTestId('onboarding-sign-in-experience', undefined, firstLoad);
    await user.click(screen.getByTestId('onboarding-finish'));
    expect(await screen.findByTestId('toast-error')).toBeDefined();
    expect(router.state.location.pathname).toBe('/onboarding/new001/sign-in-experience');
  });

  it('uploads the logo when the asset service is ready, and saves its URL', async () => {
    const api = mockManagementApi({
      ...routes(),
      'GET /api/user-assets/service-status': {
        body: { status: 'ready', allowUploadMimeTypes: ['image/png', 'image/svg+xml'], maxUploadFileSize: 20 * 1024 * 1024 },
      },
      'POST /api/user-assets': { body: { url: 'https://cdn.example.com/logo.png' } },
    });
    const { router } = renderStep();
    const user = userEvent.setup();
    const picker = await screen.findByTestId('onboarding-logo-file', undefined, firstLoad);
    expect(screen.queryByTestId('onboarding-logo-url')).toBeNull();
    await user.upload(picker, new File(['png'], 'logo.png', { type: 'image/png' }));
    await waitFor(() => expect(api.requestsTo('POST', '/api/user-assets')).toHaveLength(1));
    await user.click(screen.getByTestId('onboarding-finish'));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/new001/), firstLoad);
    expect(api.requestsTo('PATCH', '/api/sign-in-exp')[0]?.body).toMatchObject({
      branding: { logoUrl: 'https://cdn.example.com/logo.png' },
    });
  });

  it('refuses a logo URL that is no URL, and a colour that is no hex colour, before saving', async () => {
    const api = mockManagementApi(routes());
    renderStep();
    const user = userEvent.setup();
    await user.type(await screen.findByTestId('onboarding-logo-url', undefined, firstLoad), 'not a url');
    const color = screen.getByTestId('onboarding-primary-color');
    await user.clear(color);
    await user.type(color, 'blue');
    await user.click(screen.getByTestId('onboarding-finish'));
    expect(await screen.findByText('Invalid URI format.')).toBeDefined();
    expect(screen.getByText('Enter a hex colour such as #6139F6 (3 or 6 digits).')).toBeDefined();
    expect(api.requestsTo('PATCH', '/api/sign-in-exp')).toHaveLength(0);
    expect(api.requestsTo('POST', '/api/connectors')).toHaveLength(0);
  });
});
