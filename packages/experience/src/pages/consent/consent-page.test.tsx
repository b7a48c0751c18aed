import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { configFixture, interactionFixture } from '../../test/fixtures';
import { mockApi } from '../../test/mock-api';
import { renderExperience } from '../../test/render-experience';

const thirdParty = interactionFixture({
  prompt: 'consent',
  client: {
    id: 'app-2',
    name: 'Photo Printer',
    isThirdParty: true,
    logoUri: 'https://cdn.example/logo.png',
  },
  missingScopes: ['openid', 'email', 'read:albums'],
  missingResourceScopes: { 'https://api.example.com': ['photos:read'] },
  account: { id: 'u1', username: 'ada' },
});

describe('consent page', () => {
  it('grants consent straight away for first-party applications', async () => {
    const api = mockApi({
      'GET /api/experience/config': { body: configFixture() },
      'GET /api/experience/interaction': { body: interactionFixture({ prompt: 'consent' }) },
      'POST /api/experience/consent': { body: { redirectTo: '/oidc/auth/uid-1' } },
    });
    const { assignLocation } = await renderExperience('/consent');

    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith('/oidc/auth/uid-1'));
    expect(api.posts().map((call) => call.url)).toEqual(['/api/experience/consent']);
    expect(screen.queryByTestId('consent-authorize')).toBeNull();
  });

  it('asks before a third-party application gets access', async () => {
    const api = mockApi({
      'GET /api/experience/config': { body: configFixture() },
      'GET /api/experience/interaction': { body: thirdParty },
      'POST /api/experience/consent': { body: { redirectTo: '/oidc/auth/uid-1' } },
    });
    const { assignLocation } = await renderExperience('/consent');

    const page = await screen.findByTestId('page-consent');
    await screen.findByTestId('consent-authorize');
    expect(page.textContent).toContain('Photo Printer wants to access your account');
    expect(page.textContent).toContain('Signed in as ada');
    const scopes = [...page.querySelectorAll('li')].map((item) => item.textContent);
    expect(scopes).toEqual([
      'Confirm who you are',
      'See your email address',
      'read:albums',
      'photos:read',
    ]);
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe(
      'Permissions for https://api.example.com',
    );
    expect(api.posts()).toHaveLength(0);

    fireEvent.click(screen.getByTestId('consent-authorize'));
    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith('/oidc/auth/uid-1'));
  });

  it('aborts the sign-in on cancel', async () => {
    const api = mockApi({
      'GET /api/experience/config': { body: configFixture() },
      'GET /api/experience/interaction': { body: thirdParty },
      'POST /api/experience/abort': {
        body: { redirectTo: 'https://app.example/cb?error=access_denied' },
      },
    });
    const { assignLocation } = await renderExperience('/consent');
    fireEvent.click(await screen.findByTestId('consent-cancel'));

    await waitFor(() =>
      expect(assignLocation).toHaveBeenCalledWith('https://app.example/cb?error=access_denied'),
    );
    expect(api.posts().map((call) => call.url)).toEqual(['/api/experience/abort']);
  });
});
