import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { mockManagementApi } from '../../test/management-api-mock';
import { renderConsole } from '../../test/render-console';
import { cloudMemberRoutes, testTenant } from '../../test/test-tenant';
import {
  signInExperienceFixture,
  signInExperienceRoutes,
} from '../sign-in-experience/testing/sign-in-experience-fixture';

afterEach(() => {
  vi.restoreAllMocks();
});

/** The MFA form's save button (the passkey sign-in card has its own). */
const mfaSave = () => within(screen.getByTestId('mfa-form')).getByTestId('save-button');

const patches = (api: ReturnType<typeof mockManagementApi>) =>
  api.requestsTo('PATCH', '/api/sign-in-exp');

describe('MFA page', { timeout: 20_000 }, () => {
  it('turns factors on, makes MFA mandatory and saves only the MFA settings', async () => {
    const api = mockManagementApi(signInExperienceRoutes());
    renderConsole('/default/mfa');

    const totp = await screen.findByTestId('mfa-factor-Totp');
    expect(totp.getAttribute('aria-checked')).toBe('false');
    expect((mfaSave() as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(totp);
    await userEvent.click(screen.getByTestId('mfa-factor-BackupCode'));
    await userEvent.click(screen.getByRole('radio', { name: /Require for everyone/ }));
    await userEvent.click(mfaSave());

    await waitFor(() => expect(patches(api)).toHaveLength(1));
    expect(patches(api)[0]?.body).toEqual({
      mfa: { factors: ['Totp', 'BackupCode'], policy: 'Mandatory' },
    });
    expect(patches(api)[0]?.url.search).toBe('');
    await waitFor(() =>
      expect((mfaSave() as HTMLButtonElement).disabled).toBe(true),
    );
  });

  it('refuses backup codes alone on the field, without saving, until another factor is on', async () => {
    const api = mockManagementApi(signInExperienceRoutes());
    renderConsole('/default/mfa');

    await userEvent.click(await screen.findByTestId('mfa-factor-BackupCode'));
    await userEvent.click(mfaSave());
    expect((await screen.findByTestId('mfa-factor-BackupCode-error')).textContent).toContain(
      'Backup codes only back up another factor',
    );
    expect(patches(api)).toHaveLength(0);

    await userEvent.click(screen.getByTestId('mfa-factor-WebAuthn'));
    await waitFor(() => expect(screen.queryByTestId('mfa-factor-BackupCode-error')).toBeNull());
    await userEvent.click(mfaSave());
    await waitFor(() =>
      expect(patches(api)[0]?.body).toEqual({
        mfa: { factors: ['WebAuthn', 'BackupCode'], policy: 'UserControlled' },
      }),
    );
  });

  it('shows the saved settings and the server’s refusal on the field it is about', async () => {
    const record = signInExperienceFixture({ mfa: { factors: ['Totp'], policy: 'Mandatory' } });
    mockManagementApi({
      ...signInExperienceRoutes(record),
      'PATCH /api/sign-in-exp': {
        status: 400,
        body: {
          code: 'sign_in_experiences.at_least_one_authentication_factor',
          message: 'Mandatory needs a factor.',
        },
      },
    });
    renderConsole('/default/mfa');

    expect((await screen.findByTestId('mfa-factor-Totp')).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(
      (screen.getByRole('radio', { name: /Require for everyone/ }) as HTMLInputElement).checked,
    ).toBe(true);
    await userEvent.click(screen.getByTestId('mfa-factor-WebAuthn'));
    await userEvent.click(mfaSave());
    expect((await screen.findByTestId('mfa-policy-error')).textContent).toBe(
      'Mandatory needs a factor.',
    );
  });

  it('offers to retry when the settings cannot be loaded', async () => {
    mockManagementApi({
      'GET /api/sign-in-exp': { status: 500, body: { code: 'unknown', message: 'Down.' } },
    });
    renderConsole('/default/mfa');
    expect(
      await screen.findByTestId('mfa-load-error', undefined, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.queryByTestId('mfa-pro-tag')).toBeNull();
  });

  it('carries the Pro tag and the plan note in the cloud, where MFA is a Pro feature', async () => {
    const api = mockManagementApi({
      ...signInExperienceRoutes(),
      'PATCH /api/me/custom-data': ({ body }) => ({ body }),
      'GET /api/.well-known/endpoints/t1': { body: { user: 'http://localhost/t/t1' } },
      ...cloudMemberRoutes(testTenant({ id: 't1' })),
    });
    renderConsole('/t1/mfa', { edition: 'cloud' });
    expect((await screen.findByTestId('mfa-pro-tag')).textContent).toBe('Pro');
    expect(screen.getByTestId('mfa-pro-notice').textContent).toContain('Pro plan feature');
    expect(await screen.findByTestId('mfa-factor-Totp')).toBeTruthy();

    await userEvent.click(screen.getByTestId('mfa-pro-notice-dismiss'));
    await waitFor(() => expect(screen.queryByTestId('mfa-pro-notice')).toBeNull());
    expect(api.requestsTo('PATCH', '/api/me/custom-data')[0]?.body).toEqual({
      adminConsolePreferences: { mfaUpsellNoticeAcknowledged: true },
    });
    expect(screen.getByTestId('mfa-pro-tag')).toBeTruthy();
  });

  it('saves passkey sign-in on its own; its options wait until it is on', async () => {
    const api = mockManagementApi(signInExperienceRoutes());
    renderConsole('/default/mfa');

    const card = within(await screen.findByTestId('passkey-sign-in-form'));
    const button = card.getByTestId('passkey-sign-in-showPasskeyButton') as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await userEvent.click(card.getByTestId('passkey-sign-in-enabled'));
    expect(button.disabled).toBe(false);
    await userEvent.click(button);
    await userEvent.click(card.getByTestId('save-button'));

    await waitFor(() => expect(patches(api)).toHaveLength(1));
    expect(patches(api)[0]?.body).toEqual({
      passkeySignIn: { enabled: true, showPasskeyButton: true, allowAutofill: false },
    });
  });
});
