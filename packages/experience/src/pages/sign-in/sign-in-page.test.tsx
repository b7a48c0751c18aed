import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { configFixture, interactionFixture, signInExperienceFixture } from '../../test/fixtures';
import { errorReply, flowRoutes, mockApi, type MockRoutes } from '../../test/mock-api';
import { renderExperience } from '../../test/render-experience';

const routes = (extra: MockRoutes = {}): MockRoutes => ({
  'GET /api/experience/config': { body: configFixture() },
  'GET /api/experience/interaction': { body: interactionFixture() },
  ...flowRoutes(),
  ...extra,
});

const fillAndSubmit = async (identifier: string, password: string) => {
  const page = within(await screen.findByTestId('page-sign-in'));
  fireEvent.change(page.getByLabelText('Username / Email'), { target: { value: identifier } });
  fireEvent.change(page.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(page.getByTestId('submit'));
};

describe('sign-in page', () => {
  it('starts a sign-in, verifies the password, identifies, submits and follows redirectTo', async () => {
    const api = mockApi(
      routes({
        'POST /api/experience/verification/password': { body: { verificationId: 'v-1' } },
      }),
    );
    const { assignLocation } = await renderExperience('/sign-in?uid=uid-1');
    await fillAndSubmit(' ada ', 'correct horse');

    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith('/oidc/auth/uid-1'));
    expect(api.writes().map((call) => [call.method, call.url, call.body])).toEqual([
      ['PUT', '/api/experience', { interactionEvent: 'SignIn' }],
      [
        'POST',
        '/api/experience/verification/password',
        { identifier: { type: 'username', value: 'ada' }, password: 'correct horse' },
      ],
      ['POST', '/api/experience/identification', { verificationId: 'v-1' }],
      ['POST', '/api/experience/submit', {}],
    ]);
    expect(api.writes()[1]?.headers.get('Accept-Language')).toBe('en');
  });

  it('tells an email from a username in the one identifier input', async () => {
    const api = mockApi(
      routes({
        'POST /api/experience/verification/password': { body: { verificationId: 'v-1' } },
      }),
    );
    await renderExperience('/sign-in');
    await fillAndSubmit('ada@example.com', 'secret');
    await waitFor(() => expect(api.writes().length).toBeGreaterThan(1));
    expect(api.writes()[1]?.body).toMatchObject({
      identifier: { type: 'email', value: 'ada@example.com' },
    });
  });

  it('refuses an identifier of a kind the tenant does not sign in with', async () => {
    const api = mockApi(routes());
    await renderExperience('/sign-in');
    await fillAndSubmit('+1 555 0100', 'secret');
    expect((await screen.findByTestId('error-identifier')).textContent).toBe(
      'Enter a valid Username or Email.',
    );
    expect(api.writes()).toHaveLength(0);
  });

  it('shows invalid credentials above the form, not on a field', async () => {
    mockApi(
      routes({
        'POST /api/experience/verification/password': errorReply(
          422,
          'session.invalid_credentials',
          'Incorrect account or password.',
        ),
      }),
    );
    const { assignLocation } = await renderExperience('/sign-in');
    await fillAndSubmit('ada', 'wrong');

    const alert = await screen.findByTestId('form-error');
    expect(alert.textContent).toBe('Incorrect account or password.');
    expect(screen.queryByTestId('error-identifier')).toBeNull();
    expect(screen.queryByTestId('error-password')).toBeNull();
    expect(assignLocation).not.toHaveBeenCalled();
  });

  it('shows a locked account prominently with the minutes to wait', async () => {
    mockApi(
      routes({
        'POST /api/experience/verification/password': errorReply(
          403,
          'session.identifier_locked',
          'Try again in 15 minutes.',
          { minutes: 15 },
        ),
      }),
    );
    await renderExperience('/sign-in');
    await fillAndSubmit('ada', 'wrong');

    const alert = await screen.findByTestId('form-error');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.textContent).toBe(
      'Too many failed attempts. Your account is locked for 15 minutes.',
    );
  });

  it('counts down the seconds to wait after too many failures, then clears the warning', async () => {
    mockApi(
      routes({
        'POST /api/experience/verification/password': errorReply(
          429,
          'session.attempt_too_soon',
          'Wait 2 s before trying again.',
          { seconds: 2 },
        ),
      }),
    );
    await renderExperience('/sign-in');
    await fillAndSubmit('ada', 'wrong');

    const alert = await screen.findByTestId('form-error');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.textContent).toBe('Too many failed attempts. You can try again in 2 s.');
    await waitFor(() => expect(screen.getByTestId('form-error').textContent).toContain('in 1 s.'), {
      timeout: 3000,
    });
    await waitFor(() => expect(screen.queryByTestId('form-error')).toBeNull(), { timeout: 3000 });
  });

  it('shows rate limiting as an alert with the server message', async () => {
    mockApi(
      routes({
        'POST /api/experience/verification/password': errorReply(
          429,
          'session.too_many_requests',
          'Too many attempts. Please try again later.',
        ),
      }),
    );
    await renderExperience('/sign-in');
    await fillAndSubmit('ada', 'wrong');
    expect((await screen.findByTestId('form-error')).textContent).toBe(
      'Too many attempts. Please try again later.',
    );
  });

  it('checks required fields before posting and focuses the first one', async () => {
    const api = mockApi(routes());
    await renderExperience('/sign-in');
    fireEvent.click(await screen.findByTestId('submit'));

    const error = await screen.findByTestId('error-identifier');
    expect(error.textContent).toBe('This field is required.');
    const identifier = screen.getByLabelText('Username / Email');
    expect(identifier.getAttribute('aria-invalid')).toBe('true');
    expect(identifier.getAttribute('aria-describedby')).toBe(error.id);
    await waitFor(() => expect(document.activeElement).toBe(identifier));
    expect(api.writes()).toHaveLength(0);
  });

  it('toggles password visibility', async () => {
    mockApi(routes());
    await renderExperience('/sign-in');
    const password = await screen.findByLabelText('Password');
    expect(password.getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.getAttribute('type')).toBe('text');
    expect(screen.getByRole('button', { name: 'Hide password' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('prefills the login hint', async () => {
    mockApi(
      routes({
        'GET /api/experience/interaction': {
          body: interactionFixture({ loginHint: 'ada@example.com' }),
        },
      }),
    );
    await renderExperience('/sign-in');
    const identifier = await screen.findByLabelText<HTMLInputElement>('Username / Email');
    expect(identifier.value).toBe('ada@example.com');
  });

  it('goes to register when the interaction asks for it first', async () => {
    mockApi(
      routes({
        'GET /api/experience/interaction': {
          body: interactionFixture({ firstScreen: 'register' }),
        },
      }),
    );
    await renderExperience('/sign-in?uid=uid-1');
    expect(await screen.findByTestId('page-register')).toBeTruthy();
  });

  it('goes to register for ?first_screen=register, and back by link without bouncing', async () => {
    mockApi(routes());
    await renderExperience('/sign-in?first_screen=register');
    await screen.findByTestId('page-register');
    fireEvent.click(screen.getByRole('link', { name: 'Sign in instead' }));
    expect(await screen.findByTestId('page-sign-in')).toBeTruthy();
  });

  it('sends /register to sign-in when registration is closed, without a register link', async () => {
    mockApi(
      routes({
        'GET /api/.well-known/sign-in-exp': {
          body: signInExperienceFixture({ signInMode: 'SignIn' }),
        },
      }),
    );
    await renderExperience('/register');
    await screen.findByTestId('page-sign-in');
    expect(screen.queryByRole('link', { name: 'Create one' })).toBeNull();
  });

  it('opens on registration when the tenant only registers, with no way to sign in', async () => {
    mockApi(
      routes({
        'GET /api/.well-known/sign-in-exp': {
          body: signInExperienceFixture({ signInMode: 'Register' }),
        },
      }),
    );
    await renderExperience('/sign-in?uid=uid-1');
    await screen.findByTestId('page-register');
    expect(screen.queryByRole('link', { name: 'Sign in instead' })).toBeNull();
  });

  it("shows the tenant's custom content for the page, with markup as text", async () => {
    mockApi(
      routes({
        'GET /api/.well-known/sign-in-exp': {
          body: signInExperienceFixture({
            customContent: {
              '/sign-in':
                '**Need help?** [Contact us](https://example.com/help)\n\n<script>alert(1)</script>',
              '/register': 'Only on the register page',
            },
          }),
        },
      }),
    );
    await renderExperience('/sign-in?uid=uid-1');
    const content = await screen.findByTestId('custom-content');
    expect(within(content).getByText('Need help?').tagName).toBe('STRONG');
    expect(within(content).getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe(
      'https://example.com/help',
    );
    expect(within(content).getByText('<script>alert(1)</script>').tagName).toBe('P');
    expect(content.querySelector('script')).toBeNull();
    expect(screen.queryByText('Only on the register page')).toBeNull();
  });

  it('explains a missing sign-in session', async () => {
    mockApi(
      routes({
        'GET /api/experience/interaction': errorReply(404, 'session.not_found', 'Not found.'),
      }),
    );
    await renderExperience('/sign-in');
    expect((await screen.findByTestId('page-error')).textContent).toContain(
      'Your sign-in session has expired. Please start again.',
    );
  });
});
