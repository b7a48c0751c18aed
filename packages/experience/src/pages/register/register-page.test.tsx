import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { configFixture, interactionFixture, signInExperienceFixture } from '../../test/fixtures';
import { errorReply, flowRoutes, mockApi, type MockRoutes } from '../../test/mock-api';
import { renderExperience } from '../../test/render-experience';

const strictPolicy = {
  length: { min: 10, max: 256 },
  characterTypes: { min: 3 },
  rejects: { pwned: true, repetitionAndSequence: true, userInfo: true, words: [] },
};

type SignUp = {
  identifiers: Array<'username' | 'email' | 'phone'>;
  password: boolean;
  verify: boolean;
};

const experienceWith = (signUp: SignUp) => ({
  body: signInExperienceFixture({ signUp, passwordPolicy: strictPolicy }),
});

const routes = (extra: MockRoutes = {}): MockRoutes => ({
  'GET /api/experience/config': { body: configFixture() },
  'GET /api/.well-known/sign-in-exp': experienceWith({
    identifiers: ['username', 'email'],
    password: true,
    verify: true,
  }),
  'GET /api/experience/interaction': { body: interactionFixture() },
  'POST /api/experience/verification/verification-code': { body: { verificationId: 'v-1' } },
  'POST /api/experience/verification/verification-code/verify': {
    body: { verificationId: 'v-1' },
  },
  ...flowRoutes(),
  ...extra,
});

type Values = { username?: string; email?: string; password: string; confirmPassword: string };

const fillAndSubmit = async ({ username, email, password, confirmPassword }: Values) => {
  const page = within(await screen.findByTestId('page-register'));
  const type = (label: string, value: string | undefined) => {
    if (value !== undefined) {
      fireEvent.change(page.getByLabelText(label), { target: { value } });
    }
  };
  type('Username', username);
  type('Email', email);
  type('Password', password);
  type('Confirm password', confirmPassword);
  fireEvent.click(page.getByTestId('submit'));
};

const messagesOf = (testId: string) =>
  [...screen.getByTestId(testId).querySelectorAll('li')].map((item) => item.textContent);

describe('register page', () => {
  it('lists every broken password rule before posting anything', async () => {
    const api = mockApi(routes());
    await renderExperience('/register');
    await fillAndSubmit({
      username: 'ada',
      email: 'ada@example.com',
      password: 'kqzwvxm',
      confirmPassword: 'kqzwvxm',
    });

    await screen.findByTestId('error-password');
    expect(messagesOf('error-password')).toEqual([
      'Use at least 10 characters.',
      'Mix at least 3 of: lowercase letters, uppercase letters, digits and symbols.',
    ]);
    const password = screen.getByLabelText('Password');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(password));
    expect(api.writes()).toHaveLength(0);
  });

  it('clears the rules as the password is fixed', async () => {
    mockApi(routes());
    await renderExperience('/register');
    await fillAndSubmit({
      username: 'ada',
      email: 'ada@example.com',
      password: 'kqzwvxm',
      confirmPassword: '',
    });
    await screen.findByTestId('error-password');
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Kq7-zwvxmplt' } });
    await waitFor(() => expect(screen.queryByTestId('error-password')).toBeNull());
  });

  it('tells when the confirmation does not match', async () => {
    const api = mockApi(routes());
    await renderExperience('/register');
    await fillAndSubmit({
      username: 'ada',
      email: 'ada@example.com',
      password: 'Kq7-zwvxmplt',
      confirmPassword: 'Kq7-zwvxmpl',
    });
    expect((await screen.findByTestId('error-confirmPassword')).textContent).toBe(
      'The passwords do not match.',
    );
    expect(api.writes()).toHaveLength(0);
  });

  it('shows the server password rejections under the password field', async () => {
    mockApi(
      routes({
        'POST /api/experience/profile': errorReply(
          422,
          'password_rejected.pwned',
          'This password has appeared in a data breach.',
          {
            rejections: [
              { code: 'password_rejected.pwned' },
              { code: 'password_rejected.restricted.words', interpolation: { words: 'acme' } },
            ],
          },
        ),
      }),
    );
    const { assignLocation } = await renderExperience('/register');
    await fillAndSubmit({
      username: 'ada',
      email: 'ada@example.com',
      password: 'Kq7-zwvxmplt',
      confirmPassword: 'Kq7-zwvxmplt',
    });

    await screen.findByTestId('error-password');
    expect(messagesOf('error-password')).toEqual([
      'This password has appeared in a data breach. Choose a different one.',
      'Avoid these words: acme.',
    ]);
    expect(screen.queryByTestId('form-error')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Password')));
    expect(assignLocation).not.toHaveBeenCalled();
  });

  it('puts a taken username under the username field', async () => {
    mockApi(
      routes({
        'POST /api/experience/profile': errorReply(
          422,
          'user.username_already_in_use',
          'This username is already taken.',
        ),
      }),
    );
    await renderExperience('/register');
    await fillAndSubmit({
      username: 'ada',
      email: 'ada@example.com',
      password: 'Kq7-zwvxmplt',
      confirmPassword: 'Kq7-zwvxmplt',
    });
    expect((await screen.findByTestId('error-username')).textContent).toBe(
      'This username is already taken.',
    );
  });

  it('saves the profile, sends a code to the email, then creates the account once verified', async () => {
    const api = mockApi(
      routes({
        'GET /api/.well-known/sign-in-exp': experienceWith({
          identifiers: ['email'],
          password: true,
          verify: true,
        }),
      }),
    );
    const { assignLocation } = await renderExperience('/register');
    await screen.findByTestId('page-register');
    expect(screen.queryByLabelText('Username')).toBeNull();
    expect(screen.getByTestId('password-rules').textContent).toContain(
      'be 10 to 256 characters long',
    );
    await fillAndSubmit({
      email: 'ada@example.com',
      password: 'Kq7-zwvxmplt',
      confirmPassword: 'Kq7-zwvxmplt',
    });

    await screen.findByTestId('page-verification-code');
    fireEvent.paste(screen.getByTestId('code-digit-0'), {
      clipboardData: { getData: () => '246810' },
    });
    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith('/oidc/auth/uid-1'));
    const email = { type: 'email', value: 'ada@example.com' };
    expect(api.writes().map((call) => [call.method, call.url, call.body])).toEqual([
      ['PUT', '/api/experience', { interactionEvent: 'Register' }],
      ['POST', '/api/experience/profile', { type: 'password', value: 'Kq7-zwvxmplt' }],
      [
        'POST',
        '/api/experience/verification/verification-code',
        { identifier: email, interactionEvent: 'Register' },
      ],
      [
        'POST',
        '/api/experience/verification/verification-code/verify',
        { identifier: email, verificationId: 'v-1', code: '246810' },
      ],
      ['POST', '/api/experience/profile', { type: 'email', verificationId: 'v-1' }],
      ['POST', '/api/experience/identification', {}],
      ['POST', '/api/experience/submit', {}],
    ]);
  });

  it('creates a username account at once, without a code', async () => {
    const api = mockApi(
      routes({
        'GET /api/.well-known/sign-in-exp': experienceWith({
          identifiers: ['username'],
          password: true,
          verify: false,
        }),
      }),
    );
    const { assignLocation } = await renderExperience('/register');
    await fillAndSubmit({
      username: 'ada',
      password: 'Kq7-zwvxmplt',
      confirmPassword: 'Kq7-zwvxmplt',
    });
    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith('/oidc/auth/uid-1'));
    expect(api.writes().map((call) => call.body)).toEqual([
      { interactionEvent: 'Register' },
      { type: 'username', value: 'ada' },
      { type: 'password', value: 'Kq7-zwvxmplt' },
      {},
      {},
    ]);
  });

  it('takes an email or a phone number in one input when both are accepted', async () => {
    const api = mockApi(
      routes({
        'GET /api/.well-known/sign-in-exp': experienceWith({
          identifiers: ['email', 'phone'],
          password: false,
          verify: true,
        }),
      }),
    );
    await renderExperience('/register');
    const page = within(await screen.findByTestId('page-register'));
    expect(page.queryByLabelText('Password')).toBeNull();
    fireEvent.change(page.getByLabelText('Email / Phone number'), {
      target: { value: '+44 20 7946 0000' },
    });
    fireEvent.click(page.getByTestId('submit'));
    await screen.findByTestId('page-verification-code');
    expect(api.writes()[1]?.body).toEqual({
      identifier: { type: 'phone', value: '442079460000' },
      interactionEvent: 'Register',
    });
  });

  it('validates the username and email formats', async () => {
    mockApi(routes());
    await renderExperience('/register');
    await fillAndSubmit({
      username: '1ada',
      email: 'ada@example',
      password: 'Kq7-zwvxmplt',
      confirmPassword: 'Kq7-zwvxmplt',
    });
    expect((await screen.findByTestId('error-username')).textContent).toBe(
      'Start with a letter or underscore, then use only letters, digits and underscores.',
    );
    expect(screen.getByTestId('error-contact').textContent).toBe('Enter a valid Email.');
  });
});
