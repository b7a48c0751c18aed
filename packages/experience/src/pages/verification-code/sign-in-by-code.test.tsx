import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { configFixture, interactionFixture, signInExperienceFixture } from '../../test/fixtures';
import { errorReply, flowRoutes, mockApi, type MockRoutes } from '../../test/mock-api';
import { renderExperience } from '../../test/render-experience';

const method = (
  identifier: 'username' | 'email' | 'phone',
  password: boolean,
  verificationCode: boolean,
  isPasswordPrimary = true,
) => ({ identifier, password, verificationCode, isPasswordPrimary });

const routes = (extra: MockRoutes = {}): MockRoutes => ({
  'GET /api/experience/config': { body: configFixture() },
  'GET /api/experience/interaction': { body: interactionFixture() },
  'GET /api/.well-known/sign-in-exp': {
    body: signInExperienceFixture({
      signIn: { methods: [method('email', true, true), method('phone', false, true)] },
    }),
  },
  'POST /api/experience/verification/verification-code': { body: { verificationId: 'v-1' } },
  'POST /api/experience/verification/verification-code/verify': {
    body: { verificationId: 'v-1' },
  },
  ...flowRoutes(),
  ...extra,
});

const digit = (index: number) => screen.getByTestId(`code-digit-${index}`) as HTMLInputElement;

/** Switches to the code way, sends a code to `identifier` and waits for the code screen. */
const sendCode = async (identifier: string) => {
  const page = within(await screen.findByTestId('page-sign-in'));
  fireEvent.click(page.getByRole('button', { name: 'Sign in with a verification code instead' }));
  fireEvent.change(page.getByLabelText('Email / Phone number'), { target: { value: identifier } });
  fireEvent.click(page.getByTestId('submit'));
  return screen.findByTestId('page-verification-code');
};

const paste = (index: number, text: string) =>
  fireEvent.paste(digit(index), { clipboardData: { getData: () => text } });

describe('sign-in by verification code', () => {
  it('sends a code, takes a pasted code, verifies it and signs in', async () => {
    const api = mockApi(routes());
    const { assignLocation } = await renderExperience('/sign-in');
    const page = await sendCode('ada@example.com');
    expect(page.textContent).toContain('We sent a 6-digit code to ada@example.com.');

    paste(0, '12 34-56');
    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith('/oidc/auth/uid-1'));
    expect([0, 1, 2, 3, 4, 5].map((index) => digit(index).value).join('')).toBe('123456');
    expect(api.writes().map((call) => [call.method, call.url, call.body])).toEqual([
      ['PUT', '/api/experience', { interactionEvent: 'SignIn' }],
      [
        'POST',
        '/api/experience/verification/verification-code',
        { identifier: { type: 'email', value: 'ada@example.com' }, interactionEvent: 'SignIn' },
      ],
      [
        'POST',
        '/api/experience/verification/verification-code/verify',
        {
          identifier: { type: 'email', value: 'ada@example.com' },
          verificationId: 'v-1',
          code: '123456',
        },
      ],
      ['POST', '/api/experience/identification', { verificationId: 'v-1' }],
      ['POST', '/api/experience/submit', {}],
    ]);
  });

  it('starts with the code when it is the only way, and sends phone numbers as digits', async () => {
    const api = mockApi(
      routes({
        'GET /api/.well-known/sign-in-exp': {
          body: signInExperienceFixture({ signIn: { methods: [method('phone', false, true)] } }),
        },
      }),
    );
    await renderExperience('/sign-in');
    const page = within(await screen.findByTestId('page-sign-in'));
    expect(page.queryByLabelText('Password')).toBeNull();
    expect(page.queryByTestId('switch-way')).toBeNull();
    fireEvent.change(page.getByLabelText('Phone number'), { target: { value: '+1 (555) 010-99' } });
    fireEvent.click(page.getByTestId('submit'));
    expect((await screen.findByTestId('page-verification-code')).textContent).toContain(
      '+155501099',
    );
    expect(api.writes()[1]?.body).toEqual({
      identifier: { type: 'phone', value: '155501099' },
      interactionEvent: 'SignIn',
    });
  });

  it('moves along the boxes as digits are typed and back with Backspace', async () => {
    mockApi(routes());
    await renderExperience('/sign-in');
    await sendCode('ada@example.com');
    fireEvent.change(digit(0), { target: { value: '4' } });
    expect(document.activeElement).toBe(digit(1));
    fireEvent.keyDown(digit(1), { key: 'Backspace' });
    expect(digit(0).value).toBe('');
    expect(document.activeElement).toBe(digit(0));
  });

  it('asks for all six digits before sending', async () => {
    const api = mockApi(routes());
    await renderExperience('/sign-in');
    await sendCode('ada@example.com');
    paste(0, '123');
    fireEvent.click(screen.getByTestId('submit'));
    expect((await screen.findByTestId('error-code')).textContent).toBe('Enter all 6 digits.');
    expect(api.writes()).toHaveLength(2);
  });

  it.each([
    ['verification_code.code_mismatch', 'That code is not right. Check it and try again.'],
    ['verification_code.expired', 'This code has expired. Ask for a new one.'],
    ['verification_code.exceed_max_try', 'Too many wrong codes. Ask for a new one.'],
    ['verification_code.consumed', 'This code is no longer valid. Ask for a new one.'],
  ])('explains %s under the code and clears the boxes', async (code, message) => {
    mockApi(
      routes({
        'POST /api/experience/verification/verification-code/verify': errorReply(400, code, 'x'),
      }),
    );
    const { assignLocation } = await renderExperience('/sign-in');
    await sendCode('ada@example.com');
    paste(0, '123456');
    expect((await screen.findByTestId('error-code')).textContent).toBe(message);
    expect(digit(0).value).toBe('');
    expect(digit(0).getAttribute('aria-invalid')).toBe('true');
    expect(assignLocation).not.toHaveBeenCalled();
  });

  it('offers a new code only after the countdown, then verifies with the new record', async () => {
    let sent = 0;
    const api = mockApi(
      routes({
        'POST /api/experience/verification/verification-code': () => {
          sent += 1;
          return { body: { verificationId: `v-${sent}` } };
        },
      }),
    );
    await renderExperience('/sign-in');
    await sendCode('ada@example.com');
    expect(screen.getByTestId('resend-countdown').textContent).toBe(
      'You can ask for a new code in 60 s.',
    );
    expect(screen.queryByRole('button', { name: 'Send a new code' })).toBeNull();

    // The countdown runs from when the code was sent: move that moment a minute back.
    const realNow = Date.now;
    const later = realNow() + 61_000;
    Date.now = () => later;
    try {
      const resend = await screen.findByRole(
        'button',
        { name: 'Send a new code' },
        { timeout: 2000 },
      );
      fireEvent.click(resend);
      expect((await screen.findByTestId('code-resent')).textContent).toBe(
        'A new code is on its way.',
      );
    } finally {
      Date.now = realNow;
    }
    paste(0, '654321');
    await waitFor(() =>
      expect(api.writes().some((call) => call.url.endsWith('/submit'))).toBe(true),
    );
    const verify = api.writes().find((call) => call.url.endsWith('/verify'));
    expect(verify?.body).toMatchObject({ verificationId: 'v-2', code: '654321' });
  });

  it('sends a reloaded code screen back to the sign-in screen', async () => {
    mockApi(routes());
    await renderExperience('/sign-in/verification-code');
    expect(await screen.findByTestId('page-sign-in')).toBeTruthy();
  });
});
