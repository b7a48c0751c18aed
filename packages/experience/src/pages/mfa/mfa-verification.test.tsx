import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { errorReply, mockApi, type MockRoutes } from '../../test/mock-api';
import {
  passwordSignInRoutes,
  pasteCode,
  signInWithPassword,
  submitsInTurn,
  writesAfterPassword,
} from '../../test/password-sign-in';
import { renderExperience } from '../../test/render-experience';

const routes = (extra: MockRoutes = {}): MockRoutes => ({
  ...passwordSignInRoutes(),
  'POST /api/experience/submit': submitsInTurn(
    errorReply(403, 'session.mfa.require_mfa_verification', 'Verify', {
      availableFactors: ['Totp', 'BackupCode'],
    }),
  ),
  'POST /api/experience/verification/totp/verify': { body: { verificationId: 'totp-1' } },
  'POST /api/experience/verification/backup-code/verify': { body: { verificationId: 'bc-1' } },
  'POST /api/experience/profile/mfa/trusted-device': { status: 204, body: null },
  ...extra,
});

const signIn = () => signInWithPassword('page-mfa-verification');

describe('second-factor verification', () => {
  it('lists the factors, takes a TOTP code and submits again', async () => {
    const api = mockApi(routes());
    const { assignLocation } = await renderExperience('/sign-in');
    const page = await signIn();
    expect(page.getByTestId('factor-Totp').textContent).toContain('Authenticator app');
    expect(page.getByTestId('factor-BackupCode').textContent).toContain('Backup code');

    fireEvent.click(page.getByTestId('factor-Totp'));
    pasteCode('123 456');
    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith('/oidc/auth/uid-1'));
    expect(writesAfterPassword(api)).toEqual([
      ['/api/experience/verification/totp/verify', { code: '123456' }],
      ['/api/experience/submit', {}],
    ]);
  });

  it('trusts the device before submitting when asked to', async () => {
    const api = mockApi(routes());
    const { assignLocation } = await renderExperience('/sign-in');
    fireEvent.click((await signIn()).getByTestId('factor-Totp'));
    fireEvent.click(screen.getByLabelText('Do not ask again on this device'));
    pasteCode('654321');
    await waitFor(() => expect(assignLocation).toHaveBeenCalled());
    expect(writesAfterPassword(api).map(([url]) => url)).toEqual([
      '/api/experience/verification/totp/verify',
      '/api/experience/profile/mfa/trusted-device',
      '/api/experience/submit',
    ]);
  });

  it('shows a refused code under the boxes, clears them, and does not submit', async () => {
    const api = mockApi(
      routes({
        'POST /api/experience/verification/totp/verify': errorReply(
          400,
          'session.mfa.invalid_totp_code',
          'The code is not right.',
        ),
      }),
    );
    const { assignLocation } = await renderExperience('/sign-in');
    fireEvent.click((await signIn()).getByTestId('factor-Totp'));
    pasteCode('111111');
    expect((await screen.findByTestId('error-code')).textContent).toBe('The code is not right.');
    expect((screen.getByTestId('code-digit-0') as HTMLInputElement).value).toBe('');
    expect(assignLocation).not.toHaveBeenCalled();
    expect(writesAfterPassword(api).map(([url]) => url)).toEqual([
      '/api/experience/verification/totp/verify',
    ]);
  });

  it('asks for a backup code before sending one, then signs in with it', async () => {
    const api = mockApi(routes());
    const { assignLocation } = await renderExperience('/sign-in');
    const page = await signIn();
    fireEvent.click(page.getByTestId('factor-BackupCode'));
    fireEvent.click(screen.getByTestId('submit'));
    expect((await screen.findByTestId('error-backupCode')).textContent).toBe(
      'Enter a backup code.',
    );
    fireEvent.change(screen.getByLabelText('Backup code'), { target: { value: ' abcd-1234 ' } });
    fireEvent.click(screen.getByTestId('submit'));
    await waitFor(() => expect(assignLocation).toHaveBeenCalled());
    expect(writesAfterPassword(api)[0]).toEqual([
      '/api/experience/verification/backup-code/verify',
      { code: 'abcd-1234' },
    ]);
  });

  it('goes back to the list with "use another method"', async () => {
    mockApi(routes());
    await renderExperience('/sign-in');
    fireEvent.click((await signIn()).getByTestId('factor-BackupCode'));
    fireEvent.click(screen.getByRole('button', { name: 'Use another method' }));
    expect(await screen.findByTestId('factor-list')).toBeTruthy();
  });

  it('sends a reloaded verification screen back to sign in', async () => {
    mockApi(routes());
    await renderExperience('/sign-in/mfa/verify');
    expect((await screen.findByTestId('page-mfa-lost')).textContent).toContain(
      'This step is no longer available.',
    );
  });

  it('sends a code by email on request, then verifies it', async () => {
    const api = mockApi(
      routes({
        'POST /api/experience/submit': submitsInTurn(
          errorReply(403, 'session.mfa.require_mfa_verification', 'Verify', {
            availableFactors: ['EmailVerificationCode'],
          }),
        ),
        'POST /api/experience/verification/mfa-verification-code': {
          body: { verificationId: 'mc-1' },
        },
        'POST /api/experience/verification/mfa-verification-code/verify': {
          body: { verificationId: 'mc-1' },
        },
      }),
    );
    const { assignLocation } = await renderExperience('/sign-in');
    await signIn();
    // The only factor opens at once; nothing is sent before the user asks.
    fireEvent.click(await screen.findByRole('button', { name: 'Send code' }));
    expect((await screen.findByTestId('code-sent')).textContent).toBe(
      'We sent you a 6-digit code.',
    );
    pasteCode('135790');
    await waitFor(() => expect(assignLocation).toHaveBeenCalled());
    expect(writesAfterPassword(api)).toEqual([
      ['/api/experience/verification/mfa-verification-code', { identifierType: 'email' }],
      [
        '/api/experience/verification/mfa-verification-code/verify',
        { verificationId: 'mc-1', code: '135790' },
      ],
      ['/api/experience/submit', {}],
    ]);
  });

  it('explains that the browser cannot use a security key', async () => {
    mockApi(
      routes({
        'POST /api/experience/submit': submitsInTurn(
          errorReply(403, 'session.mfa.require_mfa_verification', 'Verify', {
            availableFactors: ['WebAuthn'],
          }),
        ),
        'POST /api/experience/verification/web-authn/authentication': {
          body: { verificationId: 'wa-1', authenticationOptions: { challenge: 'AAAA' } },
        },
      }),
    );
    const { assignLocation } = await renderExperience('/sign-in');
    await signIn();
    fireEvent.click(await screen.findByRole('button', { name: 'Use passkey or security key' }));
    // jsdom has no WebAuthn.
    expect((await screen.findByTestId('form-error')).textContent).toBe(
      'This browser cannot use passkeys or security keys. Choose another method.',
    );
    expect(assignLocation).not.toHaveBeenCalled();
  });
});
