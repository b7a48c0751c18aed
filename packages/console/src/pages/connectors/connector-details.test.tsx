import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { maskSecret } from '@tessera/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { mockManagementApi } from '../../test/management-api-mock';
import { renderConsole } from '../../test/render-console';
import { connectorFixture, storedPassword } from './testing/connector-fixture';

afterEach(() => {
  vi.restoreAllMocks();
});

const detailsPath = '/default/connectors/passwordless/conn1';
const signInTemplate = {
  usageType: 'SignIn',
  subject: 'Your code',
  content: 'Sign in with {{code}}.',
};

/** Answers a PATCH with the connector as the server would: the body's config stored. */
const patchRoute = (request: { body: unknown }) => ({
  body: connectorFixture({ config: (request.body as { config: Record<string, unknown> }).config }),
});

const paste = async (element: HTMLElement, text: string) => {
  await userEvent.clear(element);
  await userEvent.click(element);
  await userEvent.paste(text);
};

describe('connector details', { timeout: 30_000 }, () => {
  it('keeps a masked secret masked unless it is retyped', async () => {
    const api = mockManagementApi({
      'GET /api/connectors/conn1': { body: connectorFixture() },
      'PATCH /api/connectors/conn1': patchRoute,
    });
    renderConsole(detailsPath);

    expect(await screen.findByRole('heading', { level: 1, name: 'SMTP' })).toBeTruthy();
    const password = screen.getByTestId('config-password') as HTMLInputElement;
    expect(password.type).toBe('password');
    expect(password.value).toBe(maskSecret(storedPassword));
    expect(screen.getByText(/Stored encrypted and shown masked/)).toBeTruthy();

    await paste(screen.getByTestId('config-host'), 'mail.example.com');
    await userEvent.click(screen.getByTestId('save-button'));
    await waitFor(() => expect(api.requestsTo('PATCH', '/api/connectors/conn1')).toHaveLength(1));
    expect(api.requestsTo('PATCH', '/api/connectors/conn1')[0]?.body).toEqual({
      config: {
        host: 'mail.example.com',
        port: 587,
        tlsMode: 'starttls',
        password: maskSecret(storedPassword),
        debug: false,
        templates: [signInTemplate],
      },
    });
    expect((await screen.findByTestId('toast-success')).textContent).toContain('Changes saved.');

    await paste(screen.getByTestId('config-password'), 'a new secret');
    await userEvent.click(screen.getByTestId('save-button'));
    await waitFor(() => expect(api.requestsTo('PATCH', '/api/connectors/conn1')).toHaveLength(2));
    expect(api.requestsTo('PATCH', '/api/connectors/conn1')[1]?.body).toMatchObject({
      config: { password: 'a new secret' },
    });
  });

  it('edits templates per purpose and language and requires the code in each', async () => {
    const api = mockManagementApi({
      'GET /api/connectors/conn1': { body: connectorFixture() },
      'PATCH /api/connectors/conn1': patchRoute,
    });
    renderConsole(detailsPath);

    const content = (await screen.findByTestId('template-content')) as HTMLTextAreaElement;
    expect(content.value).toBe('Sign in with {{code}}.');
    fireEvent.change(screen.getByTestId('template-language'), { target: { value: 'de' } });
    expect(screen.getByTestId('template-not-set')).toBeTruthy();
    await paste(screen.getByTestId('template-subject'), 'Dein Code');
    await paste(screen.getByTestId('template-content'), 'Melde dich an.');

    // Another purpose is shown when saving; the refused template comes back into view.
    fireEvent.change(screen.getByTestId('template-usage-type'), { target: { value: 'Register' } });
    expect((screen.getByTestId('template-content') as HTMLTextAreaElement).value).toBe('');
    await userEvent.click(screen.getByTestId('save-button'));
    expect(await screen.findByText('The content must contain {{code}}.')).toBeTruthy();
    expect((screen.getByTestId('template-usage-type') as HTMLSelectElement).value).toBe('SignIn');
    expect((screen.getByTestId('template-language') as HTMLSelectElement).value).toBe('de');
    expect(api.requestsTo('PATCH', '/api/connectors/conn1')).toHaveLength(0);

    await paste(screen.getByTestId('template-content'), 'Melde dich mit {{code}} an.');
    fireEvent.change(screen.getByTestId('template-content-type'), {
      target: { value: 'text/html' },
    });
    fireEvent.change(screen.getByTestId('template-language'), { target: { value: '' } });
    await userEvent.click(screen.getByTestId('template-remove'));
    await userEvent.click(screen.getByTestId('save-button'));
    await waitFor(() => expect(api.requestsTo('PATCH', '/api/connectors/conn1')).toHaveLength(1));
    expect(api.requestsTo('PATCH', '/api/connectors/conn1')[0]?.body).toMatchObject({
      config: {
        templates: [
          {
            usageType: 'SignIn',
            locale: 'de',
            subject: 'Dein Code',
            content: 'Melde dich mit {{code}} an.',
            contentType: 'text/html',
          },
        ],
      },
    });
  });

  it('lists the variables of each purpose and asks an invitation template for the link', async () => {
    const api = mockManagementApi({
      'GET /api/connectors/conn1': { body: connectorFixture() },
      'PATCH /api/connectors/conn1': patchRoute,
    });
    renderConsole(detailsPath);

    expect((await screen.findByTestId('template-variables')).textContent).toBe(
      'This purpose fills {{code}}; the content must contain {{code}}.',
    );
    fireEvent.change(screen.getByTestId('template-usage-type'), {
      target: { value: 'OrganizationInvitation' },
    });
    expect(screen.getByTestId('template-variables').textContent).toBe(
      'This purpose fills {{link}}, {{organization.id}}, {{organization.name}}, {{inviter.name}}, {{inviter.email}}, {{invitee.email}}, {{code}}; the content must contain {{link}}.',
    );
    // The code of an invitation is its link as well, but a new template names the link.
    await paste(screen.getByTestId('template-content'), 'Join us: {{code}}');
    await userEvent.click(screen.getByTestId('save-button'));
    expect(await screen.findByText('The content must contain {{link}}.')).toBeTruthy();
    expect(api.requestsTo('PATCH', '/api/connectors/conn1')).toHaveLength(0);

    await paste(screen.getByTestId('template-content'), 'Join {{ organization.name }}: {{ link }}');
    await userEvent.click(screen.getByTestId('save-button'));
    await waitFor(() => expect(api.requestsTo('PATCH', '/api/connectors/conn1')).toHaveLength(1));
    expect(api.requestsTo('PATCH', '/api/connectors/conn1')[0]?.body).toMatchObject({
      config: {
        templates: [
          signInTemplate,
          { usageType: 'OrganizationInvitation', content: 'Join {{ organization.name }}: {{ link }}' },
        ],
      },
    });
  });

  it("puts the input guard's config paths on their fields", async () => {
    mockManagementApi({
      'GET /api/connectors/conn1': { body: connectorFixture() },
      'PATCH /api/connectors/conn1': {
        status: 400,
        body: {
          message: 'Invalid input.',
          code: 'guard.invalid_input',
          details: 'config.port: Too big: expected number to be <=65535',
        },
      },
    });
    renderConsole(detailsPath);

    await paste(await screen.findByTestId('config-port'), '70000');
    await userEvent.click(screen.getByTestId('save-button'));
    await waitFor(() =>
      expect(screen.getByTestId('config-port').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(screen.queryByTestId('toast-error')).toBeNull();
  });

  it('deletes only after confirmation, then goes back to the list', async () => {
    const api = mockManagementApi({
      'GET /api/connectors/conn1': { body: connectorFixture() },
      'GET /api/connectors': { body: [] },
      'DELETE /api/connectors/conn1': { status: 204 },
    });
    const { router } = renderConsole(detailsPath);

    await userEvent.click(await screen.findByTestId('connector-delete'));
    expect((await screen.findByTestId('confirm-dialog')).textContent).toContain('Delete "SMTP"?');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
    expect(api.requestsTo('DELETE', '/api/connectors/conn1')).toHaveLength(0);

    await userEvent.click(screen.getByTestId('connector-delete'));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/default/connectors/passwordless'),
    );
    expect(api.requestsTo('DELETE', '/api/connectors/conn1')).toHaveLength(1);
    expect(await screen.findByTestId('connector-set-up-Email')).toBeTruthy();
  });

  it('says when the connector does not exist', async () => {
    mockManagementApi({});
    renderConsole('/default/connectors/passwordless/gone');

    expect(await screen.findByText('This connector does not exist.')).toBeTruthy();
    expect(screen.queryByTestId('toast-error')).toBeNull();
  });
});
