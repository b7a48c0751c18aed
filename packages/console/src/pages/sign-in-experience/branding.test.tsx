import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { mockManagementApi } from '../../test/management-api-mock';
import { renderConsole } from '../../test/render-console';
import { signInExperienceFixture, signInExperienceRoutes } from './testing/sign-in-experience-fixture';

afterEach(() => {
  vi.restoreAllMocks();
});

const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;

const replaceText = async (testId: string, text: string) => {
  await userEvent.clear(input(testId));
  await userEvent.type(input(testId), text);
};

// Whole-console renders with typing are slow on a busy runner.
describe('sign-in experience: branding', { timeout: 20_000 }, () => {
  it('saves a new brand colour with the dark variant it derives', async () => {
    const api = mockManagementApi(signInExperienceRoutes(signInExperienceFixture({ color: { primaryColor: '#6139F6', isDarkModeEnabled: true, darkPrimaryColor: '#8161F8' } })));
    renderConsole('/default/sign-in-experience');

    await screen.findByTestId('color-primaryColor-input');
    await replaceText('color-primaryColor-input', '#000000');
    // 10 lightness points brighter than black.
    expect(input('color-darkPrimaryColor-input').value).toBe('#1A1A1A');
    await userEvent.click(screen.getByTestId('save-button'));

    await waitFor(() => expect(api.requestsTo('PATCH', '/api/sign-in-exp')).toHaveLength(1));
    expect(api.requestsTo('PATCH', '/api/sign-in-exp')[0]?.url.searchParams.get('removeUnusedDemoSocialConnector')).toBe('1');
    expect(api.requestsTo('PATCH', '/api/sign-in-exp')[0]?.body).toMatchObject({
      color: { primaryColor: '#000000', isDarkModeEnabled: true, darkPrimaryColor: '#1A1A1A' },
      branding: {},
      customCss: null,
    });
    expect(await screen.findByTestId('toast-success')).toBeTruthy();
  });

  it('shows field errors for a bad colour and a logo that is not a URL, and sends nothing', async () => {
    const api = mockManagementApi(signInExperienceRoutes());
    renderConsole('/default/sign-in-experience/branding');

    await screen.findByTestId('color-primaryColor-input');
    await replaceText('color-primaryColor-input', '#12');
    await userEvent.type(input('sie-logoUrl-input'), 'logo.png');
    await userEvent.click(screen.getByTestId('save-button'));

    expect(await screen.findByText('Enter a hex colour such as #6139F6 (3 or 6 digits).')).toBeTruthy();
    expect(screen.getByText('Invalid URI format.')).toBeTruthy();
    expect(input('sie-logoUrl-input').getAttribute('aria-invalid')).toBe('true');
    expect(api.requestsTo('PATCH', '/api/sign-in-exp')).toHaveLength(0);
  });

  it('uploads a logo under the logo rules and refuses a wrong type before sending it', async () => {
    const api = mockManagementApi({
      ...signInExperienceRoutes(),
      'GET /api/user-assets/service-status': {
        body: { status: 'ready', allowUploadMimeTypes: ['image/png', 'image/svg+xml', 'image/gif'], maxUploadFileSize: 20 * 1024 * 1024 },
      },
      'POST /api/user-assets': { body: { url: 'https://cdn.example.com/logo.png' } },
    });
    renderConsole('/default/sign-in-experience/branding');

    const picker = await screen.findByTestId('sie-logoUrl-file');
    expect(picker.getAttribute('accept')).toBe('image/svg+xml,image/png');
    expect(screen.getAllByText('svg, png, up to 500 KB.').length).toBeGreaterThan(0);
    await userEvent.upload(picker, new File(['GIF89a'], 'logo.gif', { type: 'image/gif' }), { applyAccept: false });
    expect(await screen.findByText('This file type is not supported. Use one of: svg, png.')).toBeTruthy();
    expect(api.requestsTo('POST', '/api/user-assets')).toHaveLength(0);

    await userEvent.upload(picker, new File(['png'], 'logo.png', { type: 'image/png' }));
    await waitFor(() => expect(input('sie-logoUrl-input').value).toBe('https://cdn.example.com/logo.png'));
    await userEvent.click(screen.getByTestId('save-button'));
    await waitFor(() => expect(api.requestsTo('PATCH', '/api/sign-in-exp')).toHaveLength(1));
    expect(api.requestsTo('PATCH', '/api/sign-in-exp')[0]?.body).toMatchObject({ branding: { logoUrl: 'https://cdn.example.com/logo.png' } });
  });

  it('offers to try again when the sign-in experience cannot be loaded', async () => {
    let fails = true;
    mockManagementApi({
      ...signInExperienceRoutes(),
      'GET /api/sign-in-exp': () => (fails ? { status: 500, body: { message: 'Boom.', code: 'unexpected' } } : { body: signInExperienceFixture() }),
    });
    renderConsole('/default/sign-in-experience/branding');

    await screen.findByTestId('sign-in-experience-load-error');
    fails = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('color-primaryColor-input')).toBeTruthy();
  });

  it('keeps edits across tabs and asks before leaving the page with them unsaved', async () => {
    mockManagementApi({ ...signInExperienceRoutes(), 'GET /api/applications': { body: [], total: 0 } });
    const { router } = renderConsole('/default/sign-in-experience/branding');

    await userEvent.type(await screen.findByTestId('sie-custom-css-input'), 'body {{}');
    await userEvent.click(screen.getByTestId('tab-content'));
    await screen.findByTestId('sie-termsOfUseUrl-input');
    expect(screen.queryByTestId('confirm-dialog')).toBeNull();
    await userEvent.click(screen.getByTestId('tab-branding'));
    expect(input('sie-custom-css-input').value).toBe('body {}');

    await router.navigate('/default/applications');
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog.textContent).toContain('Leave without saving?');
    await userEvent.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/default/sign-in-experience/branding');
  });
});
