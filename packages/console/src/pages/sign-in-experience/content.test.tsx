import type { ExperiencePreviewMessage } from '@tessera/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { mockManagementApi } from '../../test/management-api-mock';
import { renderConsole } from '../../test/render-console';
import {
  signInExperienceFixture,
  signInExperienceRoutes,
} from './testing/sign-in-experience-fixture';

afterEach(() => {
  vi.restoreAllMocks();
});

const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;

describe('sign-in experience: content and password policy', { timeout: 40_000 }, () => {
  it('saves terms links, the agreement policy and the languages', async () => {
    const api = mockManagementApi(signInExperienceRoutes());
    renderConsole('/default/sign-in-experience/content');

    await userEvent.type(await screen.findByTestId('sie-termsOfUseUrl-input'), 'not a url');
    await userEvent.click(screen.getByTestId('save-button'));
    expect(await screen.findByText('Invalid URI format.')).toBeTruthy();
    expect(api.requestsTo('PATCH', '/api/sign-in-exp')).toHaveLength(0);

    await userEvent.clear(input('sie-termsOfUseUrl-input'));
    await userEvent.type(input('sie-termsOfUseUrl-input'), 'https://example.com/terms');
    await userEvent.selectOptions(screen.getByTestId('sie-agree-to-terms'), 'Manual');
    await userEvent.click(screen.getByTestId('sie-auto-detect'));
    await userEvent.selectOptions(screen.getByTestId('sie-fallback-language'), 'de');
    await userEvent.click(screen.getByTestId('save-button'));

    await waitFor(() => expect(api.requestsTo('PATCH', '/api/sign-in-exp')).toHaveLength(1));
    expect(api.requestsTo('PATCH', '/api/sign-in-exp')[0]?.body).toMatchObject({
      termsOfUseUrl: 'https://example.com/terms',
      privacyPolicyUrl: null,
      agreeToTermsPolicy: 'Manual',
      languageInfo: { autoDetect: false, fallbackLanguage: 'de' },
    });
  });

  it('edits custom content per page: the preview turns to the page, a blank page is left out', async () => {
    const api = mockManagementApi(
      signInExperienceRoutes(
        signInExperienceFixture({ customContent: { '/sign-in': 'Need help?' } }),
      ),
    );
    renderConsole('/default/sign-in-experience/content');

    const signIn = (await screen.findByTestId('sie-custom-content-sign_in')) as HTMLTextAreaElement;
    expect(signIn.value).toBe('Need help?');
    expect(signIn.maxLength).toBe(5000);
    expect(screen.getByText('10 of 5000 characters')).toBeTruthy();
    const frameWindow = (screen.getByTestId('preview-frame') as HTMLIFrameElement).contentWindow;
    if (!frameWindow) {
      throw new Error('the preview frame has no window');
    }
    const post = vi.spyOn(frameWindow, 'postMessage').mockImplementation(() => undefined);
    const lastMessage = () => post.mock.lastCall?.[0] as ExperiencePreviewMessage | undefined;

    await userEvent.type(screen.getByTestId('sie-custom-content-register'), 'Join **us**');
    await waitFor(() =>
      expect(lastMessage()).toMatchObject({
        screen: 'register',
        signInExperience: {
          customContent: { '/sign-in': 'Need help?', '/register': 'Join **us**' },
        },
      }),
    );
    await userEvent.clear(signIn);
    await waitFor(() => expect(lastMessage()).toMatchObject({ screen: 'signIn' }));
    await userEvent.click(screen.getByTestId('save-button'));

    await waitFor(() => expect(api.requestsTo('PATCH', '/api/sign-in-exp')).toHaveLength(1));
    expect(api.requestsTo('PATCH', '/api/sign-in-exp')[0]?.body).toMatchObject({
      customContent: { '/register': 'Join **us**' },
    });
    expect(
      (api.requestsTo('PATCH', '/api/sign-in-exp')[0]?.body as { customContent: object })
        .customContent,
    ).not.toHaveProperty('/sign-in');
  });

  it("puts a server refusal of a page's custom content on that page's field", async () => {
    mockManagementApi({
      ...signInExperienceRoutes(),
      'PATCH /api/sign-in-exp': {
        status: 400,
        body: {
          message: 'Invalid input.',
          code: 'guard.invalid_input',
          details: 'customContent./consent: Too big',
        },
      },
    });
    renderConsole('/default/sign-in-experience/content');
    await userEvent.type(await screen.findByTestId('sie-custom-content-consent'), 'Hello');
    await userEvent.click(screen.getByTestId('save-button'));
    await waitFor(() =>
      expect(screen.getByTestId('sie-custom-content-consent').getAttribute('aria-invalid')).toBe(
        'true',
      ),
    );
  });

  it('overrides a sign-in app phrase with PUT and deletes a language only after confirmation', async () => {
    const api = mockManagementApi({
      ...signInExperienceRoutes(),
      'GET /api/custom-phrases': {
        body: [
          {
            tenantId: 'default',
            id: 'p1',
            languageTag: 'de',
            translation: { sign_in: { title: 'Hallo' } },
          },
        ],
      },
      'PUT /api/custom-phrases/en': ({ body }) => ({
        body: { tenantId: 'default', id: 'p2', languageTag: 'en', translation: body },
      }),
      'DELETE /api/custom-phrases/de': { status: 204 },
    });
    renderConsole('/default/sign-in-experience/content');

    await screen.findByTestId('phrase-sign_in.title');
    expect(
      within(screen.getByTestId('phrase-table')).getByText('Sign in to your account'),
    ).toBeTruthy();
    expect(screen.queryByTestId('phrases-delete')).toBeNull();
    await userEvent.type(screen.getByRole('searchbox'), 'no such phrase anywhere');
    expect(await screen.findByText('Nothing matches your search.')).toBeTruthy();
    await userEvent.clear(screen.getByRole('searchbox'));
    await userEvent.type(screen.getByTestId('phrase-sign_in.title'), 'Welcome to Acme');
    await userEvent.click(screen.getByTestId('phrases-save'));
    await waitFor(() => expect(api.requestsTo('PUT', '/api/custom-phrases/en')).toHaveLength(1));
    expect(api.requestsTo('PUT', '/api/custom-phrases/en')[0]?.body).toEqual({
      sign_in: { title: 'Welcome to Acme' },
    });
    // Phrases are saved apart from the sign-in experience form.
    expect(api.requestsTo('PATCH', '/api/sign-in-exp')).toHaveLength(0);

    // Unsaved overrides are not dropped by switching languages without asking.
    await userEvent.type(input('phrase-sign_in.description'), 'Unsaved');
    await userEvent.selectOptions(screen.getByTestId('phrases-language'), 'de');
    await userEvent.click(
      within(await screen.findByTestId('confirm-dialog')).getByRole('button', { name: 'Stay' }),
    );
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
    expect((screen.getByTestId('phrases-language') as HTMLSelectElement).value).toBe('en');
    expect(input('phrase-sign_in.description').value).toBe('Unsaved');
    await userEvent.selectOptions(screen.getByTestId('phrases-language'), 'de');
    await userEvent.click(
      within(await screen.findByTestId('confirm-dialog')).getByRole('button', { name: 'Leave' }),
    );
    await waitFor(() => expect(input('phrase-sign_in.title').value).toBe('Hallo'));
    await userEvent.click(screen.getByTestId('phrases-delete'));
    await userEvent.click(
      within(await screen.findByTestId('confirm-dialog')).getByRole('button', { name: 'Cancel' }),
    );
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
    expect(api.requestsTo('DELETE', '/api/custom-phrases/de')).toHaveLength(0);
    await userEvent.click(screen.getByTestId('phrases-delete'));
    await userEvent.click(
      within(await screen.findByTestId('confirm-dialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(api.requestsTo('DELETE', '/api/custom-phrases/de')).toHaveLength(1));
  });

  it('keeps unsaved phrase overrides across tabs and asks before leaving the page with them', async () => {
    const api = mockManagementApi({
      ...signInExperienceRoutes(),
      'GET /api/applications': { body: [], total: 0 },
    });
    const { router } = renderConsole('/default/sign-in-experience/content');

    await userEvent.type(await screen.findByTestId('phrase-sign_in.title'), 'Welcome');
    // The sign-in experience form itself is untouched: only the phrases are unsaved.
    expect((screen.getByTestId('save-button') as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByTestId('tab-branding'));
    await screen.findByTestId('sie-custom-css-input');
    expect(screen.queryByTestId('confirm-dialog')).toBeNull();
    await userEvent.click(screen.getByTestId('tab-content'));
    expect(((await screen.findByTestId('phrase-sign_in.title')) as HTMLInputElement).value).toBe(
      'Welcome',
    );

    await router.navigate('/default/applications');
    expect((await screen.findByTestId('confirm-dialog')).textContent).toContain(
      'Leave without saving?',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/default/sign-in-experience/content');
    expect(input('phrase-sign_in.title').value).toBe('Welcome');

    await router.navigate('/default/applications');
    await userEvent.click(
      within(await screen.findByTestId('confirm-dialog')).getByRole('button', { name: 'Leave' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/default/applications'));
    expect(api.requestsTo('PUT', '/api/custom-phrases/en')).toHaveLength(0);
  });

  it('leaves without asking once the phrase overrides are saved', async () => {
    mockManagementApi({
      ...signInExperienceRoutes(),
      'PUT /api/custom-phrases/en': ({ body }) => ({
        body: { tenantId: 'default', id: 'p2', languageTag: 'en', translation: body },
      }),
      'GET /api/applications': { body: [], total: 0 },
    });
    const { router } = renderConsole('/default/sign-in-experience/content');

    await userEvent.type(await screen.findByTestId('phrase-sign_in.title'), 'Welcome');
    await userEvent.click(screen.getByTestId('phrases-save'));
    await waitFor(() =>
      expect((screen.getByTestId('phrases-save') as HTMLButtonElement).disabled).toBe(true),
    );
    await router.navigate('/default/applications');
    await waitFor(() => expect(router.state.location.pathname).toBe('/default/applications'));
    expect(screen.queryByTestId('confirm-dialog')).toBeNull();
  });

  it('checks the password policy lengths and saves banned words as a list', async () => {
    const api = mockManagementApi(signInExperienceRoutes());
    renderConsole('/default/sign-in-experience/password-policy');

    const min = await screen.findByTestId('sie-policy-length-min');
    await userEvent.clear(min);
    await userEvent.type(min, '300');
    await userEvent.click(screen.getByTestId('save-button'));
    expect(await screen.findByText('Enter a whole number from 1 to 256.')).toBeTruthy();
    expect(api.requestsTo('PATCH', '/api/sign-in-exp')).toHaveLength(0);

    await userEvent.clear(min);
    await userEvent.type(min, '12');
    await userEvent.click(screen.getByTestId('sie-policy-pwned'));
    await userEvent.type(screen.getByTestId('sie-policy-words'), 'acme{enter} tessera {enter}acme');
    await userEvent.click(screen.getByTestId('save-button'));
    await waitFor(() => expect(api.requestsTo('PATCH', '/api/sign-in-exp')).toHaveLength(1));
    expect(api.requestsTo('PATCH', '/api/sign-in-exp')[0]?.body).toMatchObject({
      passwordPolicy: {
        length: { min: 12, max: 256 },
        rejects: { pwned: false, words: ['acme', 'tessera'] },
      },
    });
  });
});
