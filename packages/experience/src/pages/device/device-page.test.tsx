import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { configFixture } from '../../test/fixtures';
import { mockApi } from '../../test/mock-api';
import { renderExperience } from '../../test/render-experience';

const config = { 'GET /api/experience/config': { body: configFixture() } };

const formOf = (element: HTMLElement) => {
  const form = element.closest('form');
  if (!form) {
    throw new Error('not inside a form');
  }
  return form;
};

const hiddenValue = (form: HTMLFormElement, name: string) =>
  form.querySelector<HTMLInputElement>(`input[type="hidden"][name="${name}"]`)?.value;

describe('device page (RFC 8628 §3.3 user interaction)', () => {
  it('posts the code with the session’s secret to the provider’s verification endpoint', async () => {
    mockApi({ 'GET /t/acme/api/experience/config': { body: configFixture() } });
    await renderExperience('/t/acme/device#xsrf=secret-1');
    await screen.findByTestId('page-device');
    const input = screen.getByLabelText('Device code');
    expect(document.activeElement).toBe(input);
    const form = formOf(input);
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/t/acme/oidc/device');
    expect(hiddenValue(form, 'xsrf')).toBe('secret-1');
    expect(input.getAttribute('name')).toBe('user_code');
  });

  it('opened directly, asks the provider to start over with the typed code', async () => {
    mockApi(config);
    await renderExperience('/device');
    const form = formOf(await screen.findByLabelText('Device code'));
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/oidc/device');
    expect(hiddenValue(form, 'xsrf')).toBeUndefined();
  });

  it('says why a code was refused and keeps what the user typed', async () => {
    mockApi(config);
    await renderExperience('/device?error=expired&user_code=BCDF-GHJK#xsrf=s');
    const input = await screen.findByLabelText<HTMLInputElement>('Device code');
    expect(input.value).toBe('BCDF-GHJK');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(
      document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toContain('This code has expired.');
  });

  it('shows no text from the URL for an unknown problem', async () => {
    mockApi(config);
    await renderExperience('/device?error=%3Cb%3Eforged%3C/b%3E');
    const page = await screen.findByTestId('page-device');
    expect(page.textContent).not.toContain('forged');
    expect(screen.queryByTestId('form-error')).toBeNull();
  });

  it('tells the user the device was not connected after declining', async () => {
    mockApi(config);
    await renderExperience('/device?error=aborted#xsrf=s');
    expect((await screen.findByTestId('form-error')).textContent).toContain(
      'The device was not connected.',
    );
  });

  it('names the application and the code before connecting (RFC 8628 §5.4)', async () => {
    mockApi(config);
    await renderExperience('/device/confirm#xsrf=s2&user_code=BCDF-GHJK&client=Living%20Room%20TV');
    const page = await screen.findByTestId('page-device-confirm');
    expect(page.querySelector('h1')?.textContent).toBe('Connect Living Room TV?');
    expect(screen.getByTestId('device-user-code').textContent).toBe('BCDF-GHJK');
    const confirm = screen.getByTestId('device-confirm');
    const decline = screen.getByTestId('device-decline');
    expect([confirm.getAttribute('name'), confirm.getAttribute('value')]).toEqual([
      'confirm',
      'yes',
    ]);
    expect([decline.getAttribute('name'), decline.getAttribute('value')]).toEqual(['abort', 'yes']);
    const form = formOf(confirm);
    expect(form.getAttribute('action')).toBe('/oidc/device');
    expect(hiddenValue(form, 'xsrf')).toBe('s2');
    expect(hiddenValue(form, 'user_code')).toBe('BCDF-GHJK');
  });

  it('goes back to the code step when the confirm step lacks the provider’s details', async () => {
    mockApi(config);
    await renderExperience('/device/confirm#client=Forged');
    await screen.findByTestId('page-device');
    expect(screen.queryByText(/Forged/)).toBeNull();
  });

  it('confirms success', async () => {
    mockApi(config);
    await renderExperience('/device/success#client=Living%20Room%20TV');
    const page = await screen.findByTestId('page-device-success');
    expect(page.textContent).toContain('Device connected');
    expect(page.textContent).toContain('Living Room TV is now signed in.');
  });
});
