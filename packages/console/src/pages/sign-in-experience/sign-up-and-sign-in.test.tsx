import type { ExperiencePreviewMessage } from '@tessera/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { mockManagementApi } from '../../test/management-api-mock';
import { renderConsole } from '../../test/render-console';
import {
  signInExperienceFixture,
  signInExperienceRoutes,
} from './testing/sign-in-experience-fixture';

afterEach(() => {
  vi.restoreAllMocks();
});

const checkbox = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;

describe('sign-in experience: sign-up and sign-in', { timeout: 20_000 }, () => {
  it('applies the form rules: email is verified, username keeps a password, both become sign-in methods', async () => {
    mockManagementApi(
      signInExperienceRoutes(
        signInExperienceFixture({
          signUp: { identifiers: [], password: false, verify: false },
          signIn: { methods: [] },
        }),
      ),
    );
    renderConsole('/default/sign-in-experience/sign-up-and-sign-in');

    await userEvent.click(await screen.findByTestId('sign-up-identifier-email'));
    expect(checkbox('sign-up-verify').checked).toBe(true);
    expect(checkbox('sign-up-password').disabled).toBe(false);
    expect(screen.getByTestId('sign-in-method-email')).toBeTruthy();
    // The last authentication choice of a method cannot be taken away.
    await userEvent.click(checkbox('sign-in-email-password'));
    expect(checkbox('sign-in-email-code').checked).toBe(true);
    expect(checkbox('sign-in-email-code').disabled).toBe(true);

    await userEvent.click(screen.getByTestId('sign-up-identifier-username'));
    expect(checkbox('sign-up-password').checked).toBe(true);
    expect(checkbox('sign-up-password').disabled).toBe(true);
    const username = screen.getByTestId('sign-in-method-username');
    expect(within(username).queryByTestId('sign-in-username-code')).toBeNull();
    expect(checkbox('sign-in-username-password').disabled).toBe(true);
    // A sign-up identifier cannot lose its sign-in method.
    expect((screen.getByTestId('sign-in-username-remove') as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('shows the change before saving it, and saves only when confirmed', async () => {
    const api = mockManagementApi(signInExperienceRoutes());
    renderConsole('/default/sign-in-experience/sign-up-and-sign-in');

    await userEvent.click(await screen.findByTestId('sign-in-add-email'));
    await userEvent.click(screen.getByTestId('save-button'));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(within(dialog).getByTestId('diff-sign_in-before').textContent).toBe(
      'Username: Password',
    );
    expect(within(dialog).getByTestId('diff-sign_in-after').textContent).toBe(
      'Username: Password, Email address: Password → Verification code',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
    expect(api.requestsTo('PATCH', '/api/sign-in-exp')).toHaveLength(0);

    await userEvent.click(screen.getByTestId('save-button'));
    await userEvent.click(
      within(await screen.findByTestId('confirm-dialog')).getByRole('button', {
        name: 'Save changes',
      }),
    );
    await waitFor(() => expect(api.requestsTo('PATCH', '/api/sign-in-exp')).toHaveLength(1));
    expect(api.requestsTo('PATCH', '/api/sign-in-exp')[0]?.body).toMatchObject({
      signIn: {
        methods: [
          { identifier: 'username', password: true, verificationCode: false },
          { identifier: 'email', password: true, verificationCode: true, isPasswordPrimary: true },
        ],
      },
    });
  });

  it('sets the sign-in mode: the preview follows it, and the save shows and sends it', async () => {
    const api = mockManagementApi(signInExperienceRoutes());
    renderConsole('/default/sign-in-experience/sign-up-and-sign-in');

    const signInOnly = within(await screen.findByTestId('sign-in-mode-SignIn')).getByRole('radio');
    expect(
      (
        within(screen.getByTestId('sign-in-mode-SignInAndRegister')).getByRole(
          'radio',
        ) as HTMLInputElement
      ).checked,
    ).toBe(true);
    const frameWindow = (screen.getByTestId('preview-frame') as HTMLIFrameElement).contentWindow;
    if (!frameWindow) {
      throw new Error('the preview frame has no window');
    }
    const post = vi.spyOn(frameWindow, 'postMessage').mockImplementation(() => undefined);
    await userEvent.click(signInOnly);
    await waitFor(() =>
      expect(
        (post.mock.lastCall?.[0] as ExperiencePreviewMessage | undefined)?.signInExperience
          .signInMode,
      ).toBe('SignIn'),
    );

    await userEvent.click(screen.getByTestId('save-button'));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(within(dialog).getByTestId('diff-sign_in_mode-before').textContent).toBe(
      'Sign in and create accounts',
    );
    expect(within(dialog).getByTestId('diff-sign_in_mode-after').textContent).toBe('Sign in only');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.requestsTo('PATCH', '/api/sign-in-exp')).toHaveLength(1));
    expect(api.requestsTo('PATCH', '/api/sign-in-exp')[0]?.body).toMatchObject({
      signInMode: 'SignIn',
    });
  });

  it('puts a server refusal about a field on that field', async () => {
    mockManagementApi({
      ...signInExperienceRoutes(),
      'PATCH /api/sign-in-exp': {
        status: 400,
        body: {
          message: 'Invalid input.',
          code: 'guard.invalid_input',
          details: 'privacyPolicyUrl: Invalid URL',
        },
      },
    });
    renderConsole('/default/sign-in-experience/content');

    await userEvent.type(
      await screen.findByTestId('sie-privacyPolicyUrl-input'),
      'https://example.com/privacy',
    );
    await userEvent.click(screen.getByTestId('save-button'));
    await waitFor(() =>
      expect(screen.getByTestId('sie-privacyPolicyUrl-input').getAttribute('aria-invalid')).toBe(
        'true',
      ),
    );
    expect(screen.queryByTestId('toast-error')).toBeNull();
  });

  it("puts a refusal about one sign-in method on that method's row", async () => {
    mockManagementApi({
      ...signInExperienceRoutes(),
      'PATCH /api/sign-in-exp': {
        status: 400,
        body: {
          message: 'This setting sends verification codes, but no Email connector is set up.',
          code: 'sign_in_experiences.code_sign_in_must_be_enabled',
          data: { identifier: 'email' },
        },
      },
    });
    renderConsole('/default/sign-in-experience/sign-up-and-sign-in');

    await userEvent.click(await screen.findByTestId('sign-in-add-email'));
    await userEvent.click(screen.getByTestId('save-button'));
    await userEvent.click(
      within(await screen.findByTestId('confirm-dialog')).getByRole('button', {
        name: 'Save changes',
      }),
    );
    const row = screen.getByTestId('sign-in-method-email');
    expect(
      await within(row).findByText(
        'This setting sends verification codes, but no Email connector is set up.',
      ),
    ).toBeTruthy();
    expect(within(screen.getByTestId('sign-in-method-username')).queryByRole('alert')).toBeNull();
    expect(screen.queryByTestId('toast-error')).toBeNull();
  });

  it('warns that email sign-in needs an email connector and links to creating one', async () => {
    mockManagementApi({
      ...signInExperienceRoutes(),
      'GET /api/connectors': { body: [] },
    });
    renderConsole('/default/sign-in-experience/sign-up-and-sign-in');

    await screen.findByTestId('sign-in-methods');
    expect(screen.queryByTestId('connector-notice-email')).toBeNull();
    await userEvent.click(screen.getByTestId('sign-in-add-email'));
    const notice = await screen.findByTestId('connector-notice-email');
    expect(within(notice).getByRole('link').getAttribute('href')).toBe(
      '/default/connectors/passwordless/create/email',
    );
    expect(screen.queryByTestId('connector-notice-phone')).toBeNull();
  });
});
