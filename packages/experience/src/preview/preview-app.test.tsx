import {
  experiencePreviewMessageType,
  experiencePreviewReadyType,
  type ExperiencePreviewMessage,
} from '@tessera/schemas';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { forceTheme } from '../theme/appearance-store';
import { signInExperienceFixture } from '../test/fixtures';
import { mockApi } from '../test/mock-api';
import { renderExperience } from '../test/render-experience';

afterEach(() => forceTheme(undefined));

const {
  tenantId: _tenantId,
  forgotPassword: _f,
  socialConnectors: _s,
  ssoConnectors: _o,
  isDevelopmentTenant: _d,
  ...stored
} = signInExperienceFixture();

const previewMessage = (
  overrides: Partial<ExperiencePreviewMessage> = {},
): ExperiencePreviewMessage => ({
  type: experiencePreviewMessageType,
  signInExperience: stored,
  language: 'en',
  mode: 'light',
  platform: 'web',
  ...overrides,
});

const post = (data: unknown, origin = window.location.origin) =>
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin }));
  });

describe('preview mode', () => {
  it('tells the parent it listens, then renders the posted settings with no API call', async () => {
    const api = mockApi({});
    const postMessage = vi.spyOn(window.parent, 'postMessage');
    await renderExperience('/sign-in?preview=true');
    await waitFor(() =>
      expect(postMessage).toHaveBeenCalledWith(
        { type: experiencePreviewReadyType },
        window.location.origin,
      ),
    );
    expect(screen.queryByTestId('preview')).toBeNull();

    post(previewMessage());
    expect(await screen.findByTestId('preview-sign-in')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('re-renders at once for every message: screen, layout, theme, language and phrases', async () => {
    mockApi({});
    await renderExperience('/sign-in?preview=true');
    post(previewMessage());
    await screen.findByTestId('preview-sign-in');

    post(
      previewMessage({
        screen: 'register',
        platform: 'mobile',
        mode: 'dark',
        language: 'de',
        customPhrases: { action: { create_account: 'Jetzt beitreten' } },
        signInExperience: {
          ...stored,
          color: { primaryColor: '#112233', isDarkModeEnabled: true, darkPrimaryColor: '#aabbcc' },
          customCss: 'body { letter-spacing: 0.01em; }',
        },
      }),
    );
    await screen.findByTestId('preview-register');
    expect(screen.getByTestId('preview').dataset.platform).toBe('mobile');
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('dark'));
    expect(document.documentElement.style.getPropertyValue('--color-primary')).toBe('#AABBCC');
    await waitFor(() => expect(screen.getByTestId('submit').textContent).toBe('Jetzt beitreten'));
    expect(document.documentElement.lang).toBe('de');
    expect(document.head.querySelector('style[data-custom-css]')?.textContent).toBe(
      'body { letter-spacing: 0.01em; }',
    );
  });

  it('applies a colour change while handling the message, before the browser can paint a frame', async () => {
    mockApi({});
    await renderExperience('/sign-in?preview=true');
    post(previewMessage());
    await screen.findByTestId('preview-sign-in');

    const recolour = previewMessage({
      signInExperience: { ...stored, color: { ...stored.color, primaryColor: '#0a7c5a' } },
    });
    let inSameTask = '';
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { data: recolour, origin: window.location.origin }),
      );
      inSameTask = document.documentElement.style.getPropertyValue('--color-primary');
    });
    expect(inSameTask).toBe('#0A7C5A');
  });

  it('follows the sign-in mode: no registration link when sign-in only, registration first when register only', async () => {
    mockApi({});
    await renderExperience('/sign-in?preview=true');
    post(previewMessage());
    await screen.findByTestId('preview-sign-in');
    expect(screen.getByRole('link', { name: 'Create one' }).getAttribute('href')).toBe('#register');

    post(previewMessage({ signInExperience: { ...stored, signInMode: 'SignIn' } }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Create one' })).toBeNull());
    expect(screen.getByTestId('preview-sign-in')).toBeTruthy();

    post(previewMessage({ signInExperience: { ...stored, signInMode: 'Register' } }));
    expect(await screen.findByTestId('preview-register')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sign in instead' })).toBeNull();
  });

  it('shows the custom content of the previewed screen as edited', async () => {
    mockApi({});
    await renderExperience('/sign-in?preview=true');
    const customContent = { '/sign-in': 'Welcome _back_', '/register': 'Join us' };
    post(previewMessage({ signInExperience: { ...stored, customContent } }));
    expect((await screen.findByTestId('custom-content')).textContent).toBe('Welcome back');
    post(previewMessage({ signInExperience: { ...stored, customContent }, screen: 'register' }));
    await waitFor(() => expect(screen.getByTestId('custom-content').textContent).toBe('Join us'));
  });

  it('previews the password reset screen', async () => {
    mockApi({});
    await renderExperience('/sign-in?preview=true');
    post(previewMessage({ screen: 'forgotPassword' }));
    const page = within(await screen.findByTestId('preview-forgot-password'));
    expect(page.getByLabelText('Email')).toBeTruthy();
  });

  it('leaves the keyboard focus with the console: no field of any screen takes it', async () => {
    mockApi({});
    await renderExperience('/sign-in?preview=true');
    const previewed = async (
      screenName: 'signIn' | 'register' | 'forgotPassword',
      testId: string,
    ) => {
      post(previewMessage({ screen: screenName }));
      await screen.findByTestId(testId);
      expect(screen.getByTestId('preview').contains(document.activeElement)).toBe(false);
    };
    await previewed('signIn', 'preview-sign-in');
    await previewed('register', 'preview-register');
    await previewed('forgotPassword', 'preview-forgot-password');
  });

  it('ignores messages of another origin or shape', async () => {
    mockApi({});
    await renderExperience('/sign-in?preview=true');
    post(previewMessage(), 'https://evil.example.com');
    post({ type: experiencePreviewMessageType, language: 'en' });
    post({ type: 'something-else' });
    expect(screen.queryByTestId('preview')).toBeNull();
  });

  it('keeps links and buttons inert and sends nothing', async () => {
    const api = mockApi({});
    const { assignLocation } = await renderExperience('/sign-in?preview=true');
    post(previewMessage());
    const page = within(await screen.findByTestId('preview-sign-in'));
    fireEvent.change(page.getByLabelText('Username / Email'), { target: { value: 'ada' } });
    fireEvent.change(page.getByLabelText('Password'), { target: { value: 'secret' } });
    fireEvent.click(page.getByTestId('submit'));
    fireEvent.click(page.getByRole('link', { name: 'Create one' }));
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.getByTestId('preview-sign-in')).toBeTruthy();
    expect(screen.queryByTestId('error-identifier')).toBeNull();
    expect(api.calls).toHaveLength(0);
    expect(assignLocation).not.toHaveBeenCalled();
  });
});
