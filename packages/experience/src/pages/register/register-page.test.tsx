import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { configFixture, interactionFixture } from '../../test/fixtures';
import { errorReply, mockApi, type MockRoutes } from '../../test/mock-api';
import { renderExperience } from '../../test/render-experience';

const strictPolicy = {
  length: { min: 10, max: 256 },
  characterTypes: { min: 3 },
  rejects: { pwned: true, repetitionAndSequence: true, userInfo: true, words: [] },
};

const routes = (extra: MockRoutes = {}): MockRoutes => ({
  'GET /api/experience/config': {
    body: configFixture({ signUpIdentifiers: ['username', 'email'], passwordPolicy: strictPolicy }),
  },
  'GET /api/experience/interaction': { body: interactionFixture() },
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
    expect(api.posts()).toHaveLength(0);
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
    expect(api.posts()).toHaveLength(0);
  });

  it('shows the server password rejections under the password field', async () => {
    mockApi(
      routes({
        'POST /api/experience/register': errorReply(
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
        'POST /api/experience/register': errorReply(
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

  it('posts the configured identifiers and follows redirectTo', async () => {
    const api = mockApi(
      routes({
        'GET /api/experience/config': {
          body: configFixture({ signUpIdentifiers: ['email'], passwordPolicy: strictPolicy }),
        },
        'POST /api/experience/register': { body: { redirectTo: '/oidc/auth/uid-1' } },
      }),
    );
    const { assignLocation } = await renderExperience('/register');
    await screen.findByTestId('page-register');
    expect(screen.queryByLabelText('Username')).toBeNull();
    await fillAndSubmit({
      email: 'ada@example.com',
      password: 'Kq7-zwvxmplt',
      confirmPassword: 'Kq7-zwvxmplt',
    });

    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith('/oidc/auth/uid-1'));
    expect(api.posts()[0]?.body).toEqual({ email: 'ada@example.com', password: 'Kq7-zwvxmplt' });
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
    expect(screen.getByTestId('error-email').textContent).toBe('Enter a valid email address.');
  });
});
