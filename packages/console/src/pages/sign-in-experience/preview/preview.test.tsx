import { experiencePreviewMessageType, experiencePreviewReadyType, type ExperiencePreviewMessage } from '@tessera/schemas';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { mockManagementApi } from '../../../test/management-api-mock';
import { renderConsole } from '../../../test/render-console';
import { cloudMemberRoutes, testTenant } from '../../../test/test-tenant';
import { signInExperienceRoutes } from '../testing/sign-in-experience-fixture';

afterEach(() => {
  vi.restoreAllMocks();
});

const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;

const replaceText = async (testId: string, text: string) => {
  await userEvent.clear(input(testId));
  await userEvent.type(input(testId), text);
};

describe('sign-in experience: live preview', { timeout: 20_000 }, () => {
  it('posts the edited settings to the preview frame on its ready message and on every change', async () => {
    mockManagementApi(signInExperienceRoutes());
    renderConsole('/default/sign-in-experience/branding');

    // The tab loads on its own; the preview beside it may come first.
    await screen.findByTestId('color-primaryColor-input');
    const frame = screen.getByTestId('preview-frame') as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe(`${window.location.origin}/sign-in?preview=true`);
    const frameWindow = frame.contentWindow;
    if (!frameWindow) {
      throw new Error('the preview frame has no window');
    }
    const post = vi.spyOn(frameWindow, 'postMessage').mockImplementation(() => undefined);
    const lastMessage = () => post.mock.lastCall?.[0] as ExperiencePreviewMessage | undefined;

    fireEvent(window, new MessageEvent('message', { data: { type: experiencePreviewReadyType }, origin: window.location.origin, source: frameWindow }));
    expect(lastMessage()).toMatchObject({ type: experiencePreviewMessageType, platform: 'web', mode: 'light', language: 'en' });
    expect(post.mock.lastCall?.[1]).toBe(window.location.origin);

    await replaceText('color-primaryColor-input', '#00FF00');
    await waitFor(() => expect(lastMessage()?.signInExperience.color.primaryColor).toBe('#00FF00'));

    await userEvent.click(screen.getByTestId('preview-mobile'));
    await userEvent.click(screen.getByTestId('preview-dark'));
    await waitFor(() => expect(lastMessage()).toMatchObject({ platform: 'mobile', mode: 'dark' }));
    expect(screen.getByTestId('preview-mobile').getAttribute('aria-pressed')).toBe('true');
  });

  it('shows the unsaved phrase overrides, switching the preview to the language being edited', async () => {
    mockManagementApi({
      ...signInExperienceRoutes(),
      'GET /api/custom-phrases': { body: [{ tenantId: 'default', id: 'p1', languageTag: 'de', translation: { sign_in: { title: 'Hallo' } } }] },
    });
    renderConsole('/default/sign-in-experience/content');

    await screen.findByTestId('phrase-sign_in.title');
    const frameWindow = (screen.getByTestId('preview-frame') as HTMLIFrameElement).contentWindow;
    if (!frameWindow) {
      throw new Error('the preview frame has no window');
    }
    const post = vi.spyOn(frameWindow, 'postMessage').mockImplementation(() => undefined);
    const lastMessage = () => post.mock.lastCall?.[0] as ExperiencePreviewMessage | undefined;
    const previewLanguage = () => (screen.getByTestId('preview-language') as HTMLSelectElement).value;

    await userEvent.type(input('phrase-sign_in.title'), 'Welcome');
    await waitFor(() => expect(lastMessage()).toMatchObject({ language: 'en', customPhrases: { sign_in: { title: 'Welcome' } } }));
    expect(screen.getByTestId('preview-unsaved-phrases').textContent).toBe('Shows your unsaved custom phrases.');

    // Discarding shows the stored phrases again (none for English).
    await userEvent.click(screen.getByTestId('phrases-discard'));
    await waitFor(() => expect(lastMessage()?.customPhrases).toBeUndefined());

    // Picking another language to edit leaves the preview alone until an override is typed.
    await userEvent.selectOptions(screen.getByTestId('phrases-language'), 'de');
    await waitFor(() => expect(input('phrase-sign_in.title').value).toBe('Hallo'));
    expect(previewLanguage()).toBe('en');
    await userEvent.type(input('phrase-sign_in.description'), 'Melde dich an');
    await waitFor(() =>
      expect(lastMessage()).toMatchObject({
        language: 'de',
        customPhrases: { sign_in: { title: 'Hallo', description: 'Melde dich an' } },
      }),
    );
    expect(previewLanguage()).toBe('de');

    // Previewing another language shows that language's stored phrases, not the German edits.
    await userEvent.selectOptions(screen.getByTestId('preview-language'), 'en');
    await waitFor(() => expect(lastMessage()).toMatchObject({ language: 'en' }));
    expect(lastMessage()?.customPhrases).toBeUndefined();
    expect(screen.getByTestId('preview-unsaved-phrases').textContent).toBe('');
  });

  it('frames the sign-in app at the tenant endpoint the server names in cloud', async () => {
    mockManagementApi({
      ...cloudMemberRoutes(testTenant({ id: 't1' })),
      ...signInExperienceRoutes(),
      'GET /api/.well-known/endpoints/t1': { body: { user: 'http://localhost/t/t1' } },
    });
    renderConsole('/t1/sign-in-experience/content', { edition: 'cloud' });

    const frame = await screen.findByTestId('preview-frame');
    expect(frame.getAttribute('src')).toBe('http://localhost/t/t1/sign-in?preview=true');
  });
});
