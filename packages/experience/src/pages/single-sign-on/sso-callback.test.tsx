import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { configFixture, interactionFixture, signInExperienceFixture } from '../../test/fixtures';
import { errorReply, flowRoutes, mockApi, type MockRoutes } from '../../test/mock-api';
import { renderExperience } from '../../test/render-experience';

const routes = (extra: MockRoutes = {}): MockRoutes => ({
  'GET /api/experience/config': { body: configFixture() },
  'GET /api/experience/interaction': { body: interactionFixture() },
  'GET /api/.well-known/sign-in-exp': {
    body: signInExperienceFixture({ singleSignOnEnabled: true }),
  },
  ...flowRoutes(),
  ...extra,
});

const startedHere = () =>
  sessionStorage.setItem(
    'tessera.single-sign-on',
    JSON.stringify({ connectorId: 'sso1', state: 'state-1', verificationId: 'v-sso' }),
  );

afterEach(() => {
  sessionStorage.clear();
});

describe('single sign-on callback', () => {
  it('verifies what the identity provider answered, signs in and follows redirectTo', async () => {
    startedHere();
    const api = mockApi(
      routes({
        'POST /api/experience/verification/sso/sso1/verify': { body: { verificationId: 'v-sso' } },
      }),
    );
    const { assignLocation } = await renderExperience('/callback/sso1?code=c-1&state=state-1');

    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith('/oidc/auth/uid-1'));
    expect(api.writes().map((call) => [call.method, call.url, call.body])).toEqual([
      [
        'POST',
        '/api/experience/verification/sso/sso1/verify',
        { verificationId: 'v-sso', connectorData: { code: 'c-1', state: 'state-1' } },
      ],
      ['POST', '/api/experience/identification', { verificationId: 'v-sso' }],
      ['POST', '/api/experience/submit', {}],
    ]);
    expect(sessionStorage.getItem('tessera.single-sign-on')).toBeNull();
  });

  it('finishes a SAML sign-in from the state the server appended, under a path-based tenant', async () => {
    sessionStorage.setItem(
      'tessera.single-sign-on',
      JSON.stringify({ connectorId: 'sso2', state: 'state-2', verificationId: 'v-saml' }),
    );
    const api = mockApi({
      ...routes(),
      ...flowRoutes('/t/acme/api'),
      'GET /t/acme/api/experience/interaction': { body: interactionFixture() },
      'GET /t/acme/api/experience/config': { body: configFixture() },
      'GET /t/acme/api/.well-known/sign-in-exp': {
        body: signInExperienceFixture({ singleSignOnEnabled: true }),
      },
      'POST /t/acme/api/experience/verification/sso/sso2/verify': {
        body: { verificationId: 'v-saml' },
      },
    });
    const { assignLocation } = await renderExperience('/t/acme/callback/sso2?state=state-2');

    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith('/oidc/auth/uid-1'));
    expect(api.writes()[0]?.body).toEqual({
      verificationId: 'v-saml',
      connectorData: { state: 'state-2' },
    });
  });

  it('leaves a callback to social sign-in when this tab did not start a single sign-on through that connector', async () => {
    startedHere();
    const api = mockApi(routes());
    await renderExperience('/callback/sso9?code=c-1&state=state-1');

    expect(await screen.findByTestId('page-social-callback')).toBeTruthy();
    expect(screen.queryByTestId('page-sso-callback')).toBeNull();
    expect(api.writes().some((call) => call.url.includes('/verification/sso/'))).toBe(false);
  });

  it("shows the server's refusal and a way to start again", async () => {
    startedHere();
    mockApi(
      routes({
        'POST /api/experience/verification/sso/sso1/verify': errorReply(
          400,
          'connector.authorization_failed',
          'The identity provider did not authorize the sign-in.',
        ),
      }),
    );
    const { assignLocation } = await renderExperience(
      '/callback/sso1?error=access_denied&state=state-1',
    );

    expect((await screen.findByTestId('page-sso-callback-error')).textContent).toContain(
      'The identity provider did not authorize the sign-in.',
    );
    expect(screen.getByTestId('sso-start-again').getAttribute('href')).toBe(
      '/sign-in/single-sign-on',
    );
    expect(assignLocation).not.toHaveBeenCalled();
  });
});
