import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { setAppearanceMode } from '../theme/appearance-store';
import { configFixture, interactionFixture, signInExperienceFixture } from '../test/fixtures';
import { mockApi, type MockRoutes } from '../test/mock-api';
import { renderExperience } from '../test/render-experience';
import { customCssAttribute } from './use-custom-css';

afterEach(() => {
  setAppearanceMode('system');
  window.localStorage.clear();
  window.sessionStorage.clear();
});

const routes = (
  experience: Parameters<typeof signInExperienceFixture>[0],
  extra: MockRoutes = {},
) => ({
  'GET /api/experience/config': { body: configFixture() },
  'GET /api/experience/interaction': { body: interactionFixture() },
  'GET /api/.well-known/sign-in-exp': { body: signInExperienceFixture(experience) },
  ...extra,
});

const rootStyle = (name: string) => document.documentElement.style.getPropertyValue(name);

describe('applying the sign-in experience', () => {
  it('injects the custom CSS as the last style element and removes it on leaving', async () => {
    mockApi(routes({ customCss: '.card { border-radius: 0; }' }));
    const { unmount } = await renderExperience('/sign-in');
    await screen.findByTestId('page-sign-in');
    const styles = document.head.querySelectorAll('style');
    const custom = styles[styles.length - 1];
    expect(custom?.hasAttribute(customCssAttribute)).toBe(true);
    expect(custom?.textContent).toBe('.card { border-radius: 0; }');
    unmount();
    expect(document.head.querySelector(`style[${customCssAttribute}]`)).toBeNull();
  });

  it("lays the tenant's phrases over the built-in ones", async () => {
    const api = mockApi(
      routes(
        {},
        {
          'GET /api/.well-known/phrases?lng=en': {
            body: { action: { sign_in: 'Log in' }, sign_in: { title: 'Welcome to Acme' } },
          },
        },
      ),
    );
    await renderExperience('/sign-in');
    await waitFor(() => expect(screen.getByTestId('submit').textContent).toBe('Log in'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome to Acme');
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(api.calls.some((call) => call.url === '/api/.well-known/phrases?lng=en')).toBe(true);
  });

  it('uses the light brand colour, or the configured dark one in the dark theme', async () => {
    mockApi(
      routes({
        color: { primaryColor: '#0a7', isDarkModeEnabled: true, darkPrimaryColor: '#33ddaa' },
        branding: {
          logoUrl: 'https://cdn.example.com/logo.svg',
          darkLogoUrl: 'https://cdn.example.com/dark.svg',
        },
      }),
    );
    await renderExperience('/sign-in');
    await screen.findByTestId('page-sign-in');
    await waitFor(() => expect(rootStyle('--color-primary')).toBe('#00AA77'));
    expect(document.querySelector('img')?.getAttribute('src')).toBe(
      'https://cdn.example.com/logo.svg',
    );

    setAppearanceMode('dark');
    await waitFor(() => expect(rootStyle('--color-primary')).toBe('#33DDAA'));
    expect(document.querySelector('img')?.getAttribute('src')).toBe(
      'https://cdn.example.com/dark.svg',
    );
  });

  it('keeps the light theme, without a theme switch, when dark mode is off', async () => {
    setAppearanceMode('dark');
    mockApi(
      routes({
        color: { primaryColor: '#6139F6', isDarkModeEnabled: false, darkPrimaryColor: '#886AF8' },
      }),
    );
    await renderExperience('/sign-in');
    await screen.findByTestId('page-sign-in');
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('light'));
    expect(screen.queryByLabelText('Theme')).toBeNull();
  });

  it('shows the configured language when auto-detection is off', async () => {
    const api = mockApi(routes({ languageInfo: { autoDetect: false, fallbackLanguage: 'de' } }));
    await renderExperience('/sign-in');
    await waitFor(() => expect(document.documentElement.lang).toBe('de'));
    await waitFor(() => expect(screen.getByTestId('submit').textContent).toBe('Anmelden'));
    await waitFor(() =>
      expect(api.calls.some((call) => call.url === '/api/.well-known/phrases?lng=de')).toBe(true),
    );
  });

  it('falls back to the configured language when the browser asks for none of ours', async () => {
    const languages = Object.getOwnPropertyDescriptor(Navigator.prototype, 'languages');
    Object.defineProperty(window.navigator, 'languages', { value: ['nl-NL'], configurable: true });
    try {
      mockApi(routes({ languageInfo: { autoDetect: true, fallbackLanguage: 'fr' } }));
      await renderExperience('/sign-in');
      await waitFor(() => expect(document.documentElement.lang).toBe('fr'));
    } finally {
      delete (window.navigator as { languages?: unknown }).languages;
      if (languages) Object.defineProperty(Navigator.prototype, 'languages', languages);
    }
  });
});
