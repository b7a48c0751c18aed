import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { configFixture, interactionFixture, signInExperienceFixture } from '../../test/fixtures';
import { flowRoutes, mockApi, type MockRoutes } from '../../test/mock-api';
import { renderExperience } from '../../test/render-experience';

const acme = { id: 'sso1', connectorName: 'Acme', logo: 'https://acme.test/logo.svg' };
const globex = {
  id: 'sso2',
  connectorName: 'Globex',
  logo: 'https://globex.test/logo.svg',
  darkLogo: 'https://globex.test/dark.svg',
};

const routes = (extra: MockRoutes = {}, singleSignOnEnabled = true): MockRoutes => ({
  'GET /api/experience/config': { body: configFixture() },
  'GET /api/experience/interaction': { body: interactionFixture() },
  'GET /api/.well-known/sign-in-exp': { body: signInExperienceFixture({ singleSignOnEnabled }) },
  'POST /api/experience/verification/sso/sso1/authorization-uri': {
    body: { verificationId: 'v-sso', authorizationUri: 'https://idp.acme.test/auth?state=x' },
  },
  ...flowRoutes(),
  ...extra,
});

const connectorsFor = (...connectors: (typeof acme)[]) => ({
  body: { connectorIds: connectors.map(({ id }) => id), connectors },
});

const submitEmail = async (email: string) => {
  const page = within(await screen.findByTestId('page-single-sign-on'));
  fireEvent.change(page.getByLabelText('Work email'), { target: { value: email } });
  fireEvent.click(page.getByTestId('submit'));
};

afterEach(() => {
  sessionStorage.clear();
});

describe('single sign-on', () => {
  it('offers single sign-on on the sign-in page only when the tenant enables it', async () => {
    mockApi(routes({}, false));
    const first = await renderExperience('/sign-in');
    await screen.findByTestId('page-sign-in');
    expect(screen.queryByTestId('single-sign-on-entry')).toBeNull();
    first.unmount();

    mockApi(routes());
    await renderExperience('/sign-in?uid=uid-1');
    const entry = await screen.findByTestId('single-sign-on-entry');
    expect(entry.textContent).toBe('Sign in with single sign-on');
    fireEvent.click(entry);
    expect(await screen.findByTestId('page-single-sign-on')).toBeTruthy();
  });

  it('sends an email with one connector straight to its identity provider', async () => {
    const api = mockApi(routes({ 'GET /api/experience/sso-connectors': connectorsFor(acme) }));
    const { assignLocation } = await renderExperience('/sign-in/single-sign-on');
    await submitEmail('ada@acme.test');

    await waitFor(() =>
      expect(assignLocation).toHaveBeenCalledWith('https://idp.acme.test/auth?state=x'),
    );
    expect(api.calls.find((call) => call.url.includes('/sso-connectors'))?.url).toBe(
      '/api/experience/sso-connectors?email=ada%40acme.test',
    );
    const [start, authorization] = api.writes();
    expect([start?.method, start?.url, start?.body]).toEqual([
      'PUT',
      '/api/experience',
      { interactionEvent: 'SignIn' },
    ]);
    const body = authorization?.body as { state: string; redirectUri: string };
    expect(body.redirectUri).toBe(`${window.location.origin}/callback/sso1`);
    expect(body.state.length).toBeGreaterThanOrEqual(32);
    // The callback page of this tab finishes what was started here.
    expect(JSON.parse(sessionStorage.getItem('tessera.single-sign-on') ?? '{}')).toEqual({
      connectorId: 'sso1',
      state: body.state,
      verificationId: 'v-sso',
    });
  });

  it('lets the user pick when several connectors take the email, with their branding', async () => {
    mockApi(routes({ 'GET /api/experience/sso-connectors': connectorsFor(acme, globex) }));
    const { assignLocation } = await renderExperience('/sign-in/single-sign-on');
    await submitEmail('ada@acme.test');

    const picker = within(await screen.findByTestId('page-sso-connectors'));
    expect(picker.getByText('Several company sign-ins accept ada@acme.test.')).toBeTruthy();
    expect(picker.getByTestId('sso-connector-sso2').textContent).toBe('Continue with Globex');
    fireEvent.click(picker.getByTestId('sso-connector-sso1'));
    await waitFor(() =>
      expect(assignLocation).toHaveBeenCalledWith('https://idp.acme.test/auth?state=x'),
    );
  });

  it('says so on the field when no company sign-in takes the email', async () => {
    const api = mockApi(routes({ 'GET /api/experience/sso-connectors': connectorsFor() }));
    const { assignLocation } = await renderExperience('/sign-in/single-sign-on');
    await submitEmail('ada@gmail.test');

    expect((await screen.findByTestId('error-email')).textContent).toBe(
      'Single sign-on is not set up for this email domain. Sign in another way.',
    );
    expect(api.writes()).toHaveLength(0);
    expect(assignLocation).not.toHaveBeenCalled();
  });

  it('on the identifier sign-in, an email of a single sign-on domain needs no password and goes to its company', async () => {
    const api = mockApi(routes({ 'GET /api/experience/sso-connectors': connectorsFor(acme) }));
    const { assignLocation } = await renderExperience('/sign-in');
    const page = within(await screen.findByTestId('page-sign-in'));
    expect(page.getByLabelText('Password')).toBeTruthy();
    fireEvent.change(page.getByLabelText('Username / Email'), {
      target: { value: 'ada@acme.test' },
    });

    await waitFor(() =>
      expect(page.getByTestId('submit').textContent).toBe('Sign in with single sign-on'),
    );
    expect(page.queryByLabelText('Password')).toBeNull();
    fireEvent.click(page.getByTestId('submit'));

    await waitFor(() =>
      expect(assignLocation).toHaveBeenCalledWith('https://idp.acme.test/auth?state=x'),
    );
    expect(api.writes().some((call) => call.url.includes('/verification/password'))).toBe(false);
  });

  it('on the identifier sign-in, checks the password of an email without a company sign-in', async () => {
    const api = mockApi(
      routes({
        'GET /api/experience/sso-connectors': connectorsFor(),
        'POST /api/experience/verification/password': { body: { verificationId: 'v-1' } },
      }),
    );
    const { assignLocation } = await renderExperience('/sign-in');
    const page = within(await screen.findByTestId('page-sign-in'));
    fireEvent.change(page.getByLabelText('Username / Email'), {
      target: { value: 'ada@example.test' },
    });
    fireEvent.change(page.getByLabelText('Password'), { target: { value: 'secret' } });
    fireEvent.click(page.getByTestId('submit'));

    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith('/oidc/auth/uid-1'));
    expect(api.writes().map((call) => call.url)).toContain('/api/experience/verification/password');
  });
});
