import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { configFixture, interactionFixture } from '../test/fixtures';
import { errorReply, flowRoutes, mockApi, type MockRoutes } from '../test/mock-api';
import { renderExperience } from '../test/render-experience';

const connector = { id: 'c1', target: 'github', name: { en: 'GitHub', de: 'GitHub DE' }, logo: 'data:image/svg+xml,x', logoDark: null };

const routes = (extra: MockRoutes = {}): MockRoutes => ({
  'GET /api/experience/config': { body: configFixture() },
  'GET /api/experience/interaction': { body: interactionFixture() },
  'GET /api/experience/social-connectors': { body: [connector] },
  ...flowRoutes(),
  'PUT /api/experience/interaction-event': { status: 204, body: null },
  'POST /api/experience/verification/social/c1/verify': { body: { verificationId: 'sv-1' } },
  ...extra,
});

/** Identification answers `first` once, then succeeds. */
const identificationFailingOnce = (first: ReturnType<typeof errorReply>) => {
  let calls = 0;
  return () => (calls++ === 0 ? first : { status: 204, body: null });
};

const pending = { connectorId: 'c1', verificationId: 'sv-1', redirectUri: 'http://localhost/callback/c1', event: 'SignIn' };

afterEach(() => sessionStorage.clear());

describe('social sign-in', () => {
  it('shows a button per shown target and sends the browser to the provider with a remembered state', async () => {
    const api = mockApi(
      routes({
        'POST /api/experience/verification/social/c1/authorization-uri': {
          body: { authorizationUri: 'https://provider.example/auth?x=1', verificationId: 'sv-1' },
        },
      }),
    );
    const { assignLocation } = await renderExperience('/sign-in?uid=uid-1');
    const buttons = within(await screen.findByTestId('social-buttons'));
    fireEvent.click(buttons.getByRole('button', { name: 'Continue with GitHub' }));

    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith('https://provider.example/auth?x=1'));
    const [start, authorize] = api.writes();
    expect(start?.body).toEqual({ interactionEvent: 'SignIn' });
    const body = authorize?.body as { state: string; redirectUri: string };
    expect(body.redirectUri).toBe(`${window.location.origin}/callback/c1`);
    expect(body.state.length).toBeGreaterThanOrEqual(8);
    expect(JSON.parse(sessionStorage.getItem(`tessera.social.${body.state}`) ?? '{}')).toMatchObject({ verificationId: 'sv-1', connectorId: 'c1' });
  });

  it('verifies the callback and registers an account the tenant does not know yet', async () => {
    sessionStorage.setItem('tessera.social.st-abcdefgh', JSON.stringify(pending));
    const api = mockApi(
      routes({
        'POST /api/experience/identification': identificationFailingOnce(
          errorReply(422, 'user.identity_not_exist', 'No account is linked to this social account yet.'),
        ),
      }),
    );
    const { assignLocation } = await renderExperience('/callback/c1?code=the-code&state=st-abcdefgh');
    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith('/oidc/auth/uid-1'));
    expect(api.writes().map((call) => [call.method, call.url, call.body])).toEqual([
      [
        'POST',
        '/api/experience/verification/social/c1/verify',
        { verificationId: 'sv-1', connectorData: { code: 'the-code', state: 'st-abcdefgh', redirectUri: pending.redirectUri } },
      ],
      ['POST', '/api/experience/identification', { verificationId: 'sv-1' }],
      ['PUT', '/api/experience/interaction-event', { interactionEvent: 'Register' }],
      ['POST', '/api/experience/identification', { verificationId: 'sv-1' }],
      ['POST', '/api/experience/submit', {}],
    ]);
    expect(sessionStorage.getItem('tessera.social.st-abcdefgh')).toBeNull();
  });

  it('offers to link the account that has the email, by signing in to it', async () => {
    sessionStorage.setItem('tessera.social.st-abcdefgh', JSON.stringify(pending));
    const api = mockApi(
      routes({
        'POST /api/experience/identification': identificationFailingOnce(
          errorReply(422, 'user.identity_email_in_use', 'An account exists.', { email: 'ada@example.com', connectorId: 'c1' }),
        ),
        'POST /api/experience/verification/password': { body: { verificationId: 'pw-1' } },
        'POST /api/experience/profile/social': { status: 204, body: null },
      }),
    );
    const { assignLocation } = await renderExperience('/callback/c1?code=the-code&state=st-abcdefgh');
    const page = within(await screen.findByTestId('page-social-link'));
    expect(page.getByText(/ada@example\.com/)).toBeTruthy();
    expect(page.getByTestId('social-create-new')).toBeTruthy();
    expect((page.getByLabelText('Username / Email') as HTMLInputElement).value).toBe('ada@example.com');
    fireEvent.change(page.getByLabelText('Password'), { target: { value: 'correct horse' } });
    fireEvent.click(page.getByRole('button', { name: 'Sign in and link' }));

    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith('/oidc/auth/uid-1'));
    expect(api.writes().slice(2).map((call) => [call.url, call.body])).toEqual([
      ['/api/experience/interaction-event', { interactionEvent: 'SignIn' }],
      ['/api/experience/verification/password', { identifier: { type: 'email', value: 'ada@example.com' }, password: 'correct horse' }],
      ['/api/experience/identification', { verificationId: 'pw-1' }],
      ['/api/experience/profile/social', { verificationId: 'sv-1' }],
      ['/api/experience/submit', {}],
    ]);
  });

  it('says so when the callback belongs to no sign-in of this browser', async () => {
    const api = mockApi(routes());
    await renderExperience('/callback/c1?code=the-code&state=st-unknown1');
    expect((await screen.findByTestId('social-error')).textContent).toContain('could not be matched');
    expect(api.writes()).toEqual([]);
  });
});
