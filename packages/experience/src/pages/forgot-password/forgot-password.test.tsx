import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { configFixture, interactionFixture, signInExperienceFixture } from '../../test/fixtures';
import { errorReply, flowRoutes, mockApi, type MockRoutes } from '../../test/mock-api';
import { renderExperience } from '../../test/render-experience';

const routes = (extra: MockRoutes = {}): MockRoutes => ({
  'GET /api/experience/config': { body: configFixture() },
  'GET /api/experience/interaction': { body: interactionFixture() },
  'GET /api/.well-known/sign-in-exp': {
    body: signInExperienceFixture({ forgotPassword: { email: true, phone: false } }),
  },
  'POST /api/experience/verification/verification-code': { body: { verificationId: 'v-1' } },
  'POST /api/experience/verification/verification-code/verify': {
    body: { verificationId: 'v-1' },
  },
  ...flowRoutes(),
  ...extra,
});

/** From the sign-in link to the new password screen. */
const reachNewPassword = async () => {
  fireEvent.click(await screen.findByRole('link', { name: 'Forgot your password?' }));
  const page = within(await screen.findByTestId('page-forgot-password'));
  fireEvent.change(page.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
  fireEvent.click(page.getByTestId('submit'));
  await screen.findByTestId('page-verification-code');
  fireEvent.paste(screen.getByTestId('code-digit-0'), {
    clipboardData: { getData: () => '135790' },
  });
  return screen.findByTestId('page-reset-password');
};

const setPassword = (password: string) => {
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: password } });
  fireEvent.click(screen.getByTestId('submit'));
};

describe('forgot password', () => {
  it('resets by an email code, shows the policy, and returns to sign-in', async () => {
    const api = mockApi(routes());
    const { assignLocation } = await renderExperience('/sign-in');
    const page = await reachNewPassword();
    expect(within(page).getByTestId('password-rules').textContent).toContain(
      'be 8 to 256 characters long',
    );
    setPassword('Kq7-zwvxmplt');

    expect((await screen.findByTestId('notice')).textContent).toBe(
      'Your password has been reset. Sign in with your new password.',
    );
    expect(screen.getByTestId('page-sign-in')).toBeTruthy();
    expect(assignLocation).not.toHaveBeenCalled();
    const email = { type: 'email', value: 'ada@example.com' };
    expect(api.writes().map((call) => [call.method, call.url, call.body])).toEqual([
      ['PUT', '/api/experience', { interactionEvent: 'ForgotPassword' }],
      [
        'POST',
        '/api/experience/verification/verification-code',
        { identifier: email, interactionEvent: 'ForgotPassword' },
      ],
      [
        'POST',
        '/api/experience/verification/verification-code/verify',
        { identifier: email, verificationId: 'v-1', code: '135790' },
      ],
      ['POST', '/api/experience/identification', { verificationId: 'v-1' }],
      ['PUT', '/api/experience/profile/password', { password: 'Kq7-zwvxmplt' }],
      ['POST', '/api/experience/submit', {}],
    ]);
  });

  it('lists the broken rules before sending, and the server rejection after', async () => {
    const api = mockApi(
      routes({
        'PUT /api/experience/profile/password': errorReply(
          422,
          'user.same_password',
          'The new password must differ from the current one.',
        ),
      }),
    );
    await renderExperience('/sign-in');
    await reachNewPassword();
    setPassword('short');
    expect((await screen.findByTestId('error-password')).textContent).toBe(
      'Use at least 8 characters.',
    );
    expect(api.writes()).toHaveLength(4);

    setPassword('Kq7-zwvxmplt');
    expect((await screen.findByTestId('form-error')).textContent).toBe(
      'The new password must differ from the current one.',
    );
  });

  it('is not offered when no email or SMS connector can send the code', async () => {
    mockApi(
      routes({
        'GET /api/.well-known/sign-in-exp': { body: signInExperienceFixture() },
      }),
    );
    await renderExperience('/sign-in');
    await screen.findByTestId('page-sign-in');
    expect(screen.queryByRole('link', { name: 'Forgot your password?' })).toBeNull();
  });

  it('explains a missing connector when the code cannot be sent', async () => {
    mockApi(
      routes({
        'POST /api/experience/verification/verification-code': errorReply(
          400,
          'connector.not_found',
          'No email connector is set up.',
        ),
      }),
    );
    await renderExperience('/forgot-password');
    const page = within(await screen.findByTestId('page-forgot-password'));
    fireEvent.change(page.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.click(page.getByTestId('submit'));
    await waitFor(() =>
      expect(screen.getByTestId('form-error').textContent).toBe('No email connector is set up.'),
    );
  });
});
