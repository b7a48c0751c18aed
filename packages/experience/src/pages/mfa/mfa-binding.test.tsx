import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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

const bindingRequired = (availableFactors: string[], skippable: boolean, suggestion?: boolean) =>
  errorReply(422, 'session.mfa.require_mfa_binding', 'Bind', {
    availableFactors,
    skippable,
    ...(suggestion === undefined ? {} : { suggestion }),
  });

const codes = Array.from({ length: 10 }, (_, index) => `code-${index}`);

const routes = (extra: MockRoutes = {}): MockRoutes => ({
  ...passwordSignInRoutes(),
  'POST /api/experience/verification/totp/secret': {
    body: {
      verificationId: 'totp-1',
      secret: 'JBSWY3DPEHPK3PXP',
      secretQrCode: 'data:image/png;base64,AAAA',
    },
  },
  'POST /api/experience/verification/totp/verify': { body: { verificationId: 'totp-1' } },
  'POST /api/experience/verification/backup-code/generate': {
    body: { verificationId: 'bc-1', codes },
  },
  'POST /api/experience/profile/mfa': { status: 204, body: null },
  'POST /api/experience/profile/mfa/mfa-skipped': { status: 204, body: null },
  'POST /api/experience/profile/mfa/mfa-suggestion-skipped': { status: 204, body: null },
  ...extra,
});

const signIn = () => signInWithPassword('page-mfa-binding');

describe('second-factor binding', () => {
  it('shows the secret and its QR code, binds TOTP with a code, then the backup codes', async () => {
    const api = mockApi(
      routes({
        'POST /api/experience/submit': submitsInTurn(
          bindingRequired(['Totp'], false),
          bindingRequired(['BackupCode'], true, true),
        ),
      }),
    );
    const { assignLocation } = await renderExperience('/sign-in');
    const page = await signIn();
    // No choice and no skip: one factor, and binding is mandatory.
    expect(page.queryByTestId('factor-list')).toBeNull();
    expect(page.queryByTestId('skip')).toBeNull();
    expect((await page.findByTestId('totp-secret')).textContent).toBe('JBSWY3DPEHPK3PXP');
    expect(
      page.getByAltText('QR code to scan with your authenticator app').getAttribute('src'),
    ).toBe('data:image/png;base64,AAAA');
    pasteCode('246810');

    // The backup codes suggested next: shown, confirmed as saved, then bound.
    const list = await screen.findByTestId('backup-codes');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(codes);
    const continueButton = screen.getByRole('button', { name: 'Continue' });
    expect((continueButton as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('I have saved these codes'));
    fireEvent.click(continueButton);
    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith('/oidc/auth/uid-1'));
    expect(writesAfterPassword(api)).toEqual([
      ['/api/experience/verification/totp/secret', {}],
      ['/api/experience/verification/totp/verify', { code: '246810', verificationId: 'totp-1' }],
      ['/api/experience/profile/mfa', { type: 'Totp', verificationId: 'totp-1' }],
      ['/api/experience/submit', {}],
      ['/api/experience/verification/backup-code/generate', {}],
      ['/api/experience/profile/mfa', { type: 'BackupCode', verificationId: 'bc-1' }],
      ['/api/experience/submit', {}],
    ]);
  });

  it('lets the user choose among factors and skip when the binding is optional', async () => {
    const api = mockApi(
      routes({
        'POST /api/experience/submit': submitsInTurn(bindingRequired(['Totp', 'WebAuthn'], true)),
      }),
    );
    const { assignLocation } = await renderExperience('/sign-in');
    const page = await signIn();
    expect(page.getByTestId('factor-WebAuthn').textContent).toContain('Passkey or security key');
    fireEvent.click(page.getByRole('button', { name: 'Skip for now' }));
    await waitFor(() => expect(assignLocation).toHaveBeenCalled());
    expect(writesAfterPassword(api).map(([url]) => url)).toEqual([
      '/api/experience/profile/mfa/mfa-skipped',
      '/api/experience/submit',
    ]);
  });

  it('declines suggested backup codes with the suggestion skip', async () => {
    const api = mockApi(
      routes({
        'POST /api/experience/submit': submitsInTurn(bindingRequired(['BackupCode'], true, true)),
      }),
    );
    const { assignLocation } = await renderExperience('/sign-in');
    await signIn();
    fireEvent.click(await screen.findByTestId('skip'));
    await waitFor(() => expect(assignLocation).toHaveBeenCalled());
    expect(writesAfterPassword(api).map(([url]) => url)).toContain(
      '/api/experience/profile/mfa/mfa-suggestion-skipped',
    );
  });
});
