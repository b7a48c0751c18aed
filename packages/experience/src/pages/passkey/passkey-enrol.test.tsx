import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { signInExperienceFixture } from '../../test/fixtures';
import { errorReply, mockApi, type MockRoutes } from '../../test/mock-api';
import {
  passwordSignInRoutes,
  signInWithPassword,
  submitsInTurn,
  writesAfterPassword,
} from '../../test/password-sign-in';
import { renderExperience } from '../../test/render-experience';

const routes = (extra: MockRoutes = {}): MockRoutes => ({
  ...passwordSignInRoutes(),
  'POST /api/experience/submit': submitsInTurn(
    errorReply(422, 'session.passkey.suggest_passkey_enrolment', 'Passkey?', { skippable: true }),
  ),
  'POST /api/experience/profile/mfa/passkey-skipped': { status: 204, body: null },
  ...extra,
});

const signIn = () => signInWithPassword('page-passkey-enrol');

describe('passkey sign-in in the sign-in app', () => {
  it('offers a passkey after a password sign-in, and declining signs in', async () => {
    const api = mockApi(routes());
    const { assignLocation } = await renderExperience('/sign-in');
    const page = await signIn();
    expect(page.getByRole('heading', { level: 1 }).textContent).toBe(
      'Sign in faster with a passkey',
    );
    fireEvent.click(page.getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith('/oidc/auth/uid-1'));
    expect(writesAfterPassword(api).map(([url]) => url)).toEqual([
      '/api/experience/profile/mfa/passkey-skipped',
      '/api/experience/submit',
    ]);
  });

  it('says so when the browser cannot create a passkey', async () => {
    mockApi(
      routes({
        'POST /api/experience/verification/sign-in-passkey/registration': {
          body: {
            verificationId: 'pk-1',
            registrationOptions: {
              challenge: 'AAAA',
              rp: { name: 'Tessera' },
              user: { id: 'dXNlcg', name: 'ada', displayName: 'ada' },
              pubKeyCredParams: [{ alg: -7, type: 'public-key' }],
            },
          },
        },
      }),
    );
    const { assignLocation } = await renderExperience('/sign-in');
    const page = await signIn();
    // jsdom has no WebAuthn.
    fireEvent.click(page.getByRole('button', { name: 'Create a passkey' }));
    expect((await page.findByTestId('form-error')).textContent).toBe(
      'This browser cannot use passkeys.',
    );
    expect(assignLocation).not.toHaveBeenCalled();
  });

  it('shows the passkey button and marks the identifier for autofill as the tenant sets it', async () => {
    mockApi(
      routes({
        'GET /api/.well-known/sign-in-exp': {
          body: signInExperienceFixture({
            passkeySignIn: { enabled: true, showPasskeyButton: true, allowAutofill: true },
          }),
        },
      }),
    );
    await renderExperience('/sign-in');
    const page = within(await screen.findByTestId('page-sign-in'));
    expect(page.getByRole('button', { name: 'Sign in with a passkey' })).toBeTruthy();
    expect(page.getByLabelText('Username / Email').getAttribute('autocomplete')).toBe(
      'username webauthn',
    );
  });

  it('shows neither when passkey sign-in is off', async () => {
    mockApi(routes());
    await renderExperience('/sign-in');
    const page = within(await screen.findByTestId('page-sign-in'));
    expect(page.queryByRole('button', { name: 'Sign in with a passkey' })).toBeNull();
    expect(page.getByLabelText('Username / Email').getAttribute('autocomplete')).toBe('username');
  });
});
