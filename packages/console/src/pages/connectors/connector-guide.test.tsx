import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { mockManagementApi } from '../../test/management-api-mock';
import { renderConsole } from '../../test/render-console';
import { connectorFixture, factoryFixture, smsFactoryFixture } from './testing/connector-fixture';

afterEach(() => {
  vi.restoreAllMocks();
});

const guidePath = '/default/connectors/passwordless/guide/smtp-email';

const guideRoutes = {
  'GET /api/connector-factories/smtp-email': { body: factoryFixture() },
  'GET /api/connectors': { body: [] },
};

/** Types into a field as a paste: `{{code}}` is text here, not a key name. */
const paste = async (element: HTMLElement, text: string) => {
  await userEvent.clear(element);
  await userEvent.click(element);
  await userEvent.paste(text);
};

/** Fills what the factory requires: the host and a sign-in template with the code. */
const fillRequired = async () => {
  await paste(await screen.findByTestId('config-host'), 'smtp.example.com');
  await paste(screen.getByTestId('template-subject'), 'Your code');
  await paste(screen.getByTestId('template-content'), 'Sign in with {{code}}.');
};

describe('connector guide', { timeout: 30_000 }, () => {
  it("draws the config form from the factory's form items, each by its type", async () => {
    mockManagementApi(guideRoutes);
    renderConsole(guidePath);

    expect(await screen.findByRole('heading', { name: 'Set up SMTP' })).toBeTruthy();
    const host = screen.getByTestId('config-host');
    // Each field is named by its item's label (the required mark is not part of the name).
    expect(screen.getByLabelText(/^Host/)).toBe(host);
    expect(screen.getByLabelText('Sender name')).toBe(screen.getByTestId('config-senderName'));
    expect(host.getAttribute('type')).toBe('text');
    expect(host.getAttribute('placeholder')).toBe('smtp.example.com');
    expect((screen.getByTestId('config-port') as HTMLInputElement).value).toBe('587');
    expect(screen.getByTestId('config-port').getAttribute('type')).toBe('number');
    const tls = screen.getByTestId('config-tlsMode') as HTMLSelectElement;
    expect(tls.value).toBe('starttls');
    expect(within(tls).getByRole('option', { name: 'None' })).toBeTruthy();
    expect(screen.getByTestId('config-password').getAttribute('type')).toBe('password');
    expect(screen.getByTestId('config-companyInformation').tagName).toBe('TEXTAREA');
    expect(screen.getByTestId('config-headers').tagName).toBe('TEXTAREA');
    expect(
      screen.getByRole('switch', { name: 'Log the conversation' }).getAttribute('aria-checked'),
    ).toBe('false');
    // Templates have their own editor rather than a JSON box.
    expect(screen.queryByTestId('config-templates')).toBeNull();
    expect(screen.getByTestId('template-editor')).toBeTruthy();
  });

  it('refuses a template without the code and invalid JSON, then creates the connector and opens it', async () => {
    const api = mockManagementApi({
      ...guideRoutes,
      'POST /api/connectors': { body: connectorFixture({ id: 'new1' }) },
      'GET /api/connectors/new1': { body: connectorFixture({ id: 'new1' }) },
    });
    const { router } = renderConsole(guidePath);

    await screen.findByTestId('config-host');
    await userEvent.click(screen.getByTestId('connector-create-submit'));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(screen.getByTestId('templates-error').textContent).toBe('Add at least one template.');

    await fillRequired();
    await paste(screen.getByTestId('template-content'), 'Sign in now.');
    await paste(screen.getByTestId('config-headers'), '{"X-Tag": ');
    await userEvent.click(screen.getByTestId('connector-create-submit'));
    expect(await screen.findByText('The content must contain {{code}}.')).toBeTruthy();
    expect(screen.getByText('Invalid JSON format.')).toBeTruthy();
    expect(api.requestsTo('POST', '/api/connectors')).toHaveLength(0);

    await paste(screen.getByTestId('template-content'), 'Sign in with {{code}}.');
    await paste(screen.getByTestId('config-headers'), '{"X-Tag": "auth"}');
    await userEvent.click(screen.getByRole('switch', { name: 'Log the conversation' }));
    await userEvent.click(screen.getByTestId('connector-create-submit'));

    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/default/connectors/passwordless/new1'),
    );
    expect(api.requestsTo('POST', '/api/connectors')[0]?.body).toEqual({
      connectorId: 'smtp-email',
      config: {
        host: 'smtp.example.com',
        port: 587,
        tlsMode: 'starttls',
        headers: { 'X-Tag': 'auth' },
        debug: true,
        templates: [
          { usageType: 'SignIn', subject: 'Your code', content: 'Sign in with {{code}}.' },
        ],
      },
    });
  });

  it("puts the server's refusals on the fields they are about", async () => {
    let answer = {
      message: 'URL is not allowed in sender name.',
      code: 'connector.url_in_sender_name',
    } as object;
    mockManagementApi({
      ...guideRoutes,
      'POST /api/connectors': () => ({ status: 400, body: answer }),
    });
    renderConsole(guidePath);

    await fillRequired();
    await paste(screen.getByTestId('config-senderName'), 'Acme');
    await userEvent.click(screen.getByTestId('connector-create-submit'));
    const senderError = await screen.findByText('URL is not allowed in sender name.');
    expect(screen.getByTestId('config-senderName').getAttribute('aria-describedby')).toContain(
      senderError.id,
    );

    answer = {
      message: 'The config is invalid.',
      code: 'connector.invalid_config_guard',
      details: 'host: Not a host name',
    };
    await userEvent.click(screen.getByTestId('connector-create-submit'));
    const hostError = await screen.findByText('Not a host name');
    expect(screen.getByTestId('config-host').getAttribute('aria-describedby')).toContain(
      hostError.id,
    );
    expect(screen.queryByTestId('toast-error')).toBeNull();
  });

  it('refuses a link in the sender name before anything is sent', async () => {
    const api = mockManagementApi(guideRoutes);
    renderConsole(guidePath);

    await fillRequired();
    await paste(screen.getByTestId('config-senderName'), 'Acme from acme.com');
    await paste(screen.getByTestId('config-companyInformation'), 'Visit https://acme.example');
    await userEvent.click(screen.getByTestId('connector-create-submit'));
    expect(await screen.findByText('URL is not allowed in sender name.')).toBeTruthy();
    expect(screen.getByText('URL is not allowed in company information.')).toBeTruthy();
    expect(api.requestsTo('POST', '/api/connectors')).toHaveLength(0);
  });

  it('sends a test message with the unsaved settings, and says what went wrong when it fails', async () => {
    let fails = false;
    const api = mockManagementApi({
      ...guideRoutes,
      'POST /api/connectors/smtp-email/test': () =>
        fails
          ? {
              status: 400,
              body: {
                message: 'The connector could not complete the request.',
                code: 'connector.general',
              },
            }
          : { status: 204 },
    });
    renderConsole(guidePath);

    await fillRequired();
    await paste(screen.getByTestId('test-message-to'), 'not-an-email');
    await userEvent.click(screen.getByTestId('test-message-send'));
    expect(await screen.findByText('Enter a valid email address.')).toBeTruthy();
    expect(api.requestsTo('POST', '/api/connectors/smtp-email/test')).toHaveLength(0);

    await paste(screen.getByTestId('test-message-to'), 'ada@example.com');
    await userEvent.click(screen.getByTestId('test-message-send'));
    expect((await screen.findByTestId('toast-success')).textContent).toContain(
      'Test message sent to ada@example.com.',
    );
    expect(api.requestsTo('POST', '/api/connectors/smtp-email/test')[0]?.body).toEqual({
      email: 'ada@example.com',
      locale: 'en',
      config: {
        host: 'smtp.example.com',
        port: 587,
        tlsMode: 'starttls',
        debug: false,
        templates: [
          { usageType: 'SignIn', subject: 'Your code', content: 'Sign in with {{code}}.' },
        ],
      },
    });

    fails = true;
    await userEvent.click(screen.getByTestId('test-message-send'));
    expect((await screen.findByTestId('toast-error')).textContent).toContain(
      'The connector could not complete the request.',
    );
  });

  it('tests an SMS factory with a phone number sent as digits, and its templates have no subject', async () => {
    const api = mockManagementApi({
      'GET /api/connector-factories/http-sms': { body: smsFactoryFixture },
      'GET /api/connectors': { body: [] },
      'POST /api/connectors/http-sms/test': { status: 204 },
    });
    renderConsole('/default/connectors/passwordless/guide/http-sms');

    await paste(await screen.findByTestId('config-endpoint'), 'https://sms.example.com/send');
    expect(screen.queryByTestId('template-subject')).toBeNull();
    await paste(screen.getByTestId('template-content'), 'Your code is {{code}}');
    await paste(screen.getByTestId('test-message-to'), '555 0100 x');
    await userEvent.click(screen.getByTestId('test-message-send'));
    expect(
      await screen.findByText(
        'Enter a phone number in international format, such as +14155550100.',
      ),
    ).toBeTruthy();

    await paste(screen.getByTestId('test-message-to'), '+1 (415) 555-0100');
    await userEvent.click(screen.getByTestId('test-message-send'));
    await waitFor(() =>
      expect(api.requestsTo('POST', '/api/connectors/http-sms/test')).toHaveLength(1),
    );
    expect(api.requestsTo('POST', '/api/connectors/http-sms/test')[0]?.body).toEqual({
      phone: '14155550100',
      locale: 'en',
      config: {
        endpoint: 'https://sms.example.com/send',
        templates: [{ usageType: 'SignIn', content: 'Your code is {{code}}' }],
      },
    });
  });

  it('says an unknown provider does not exist without asking the server', async () => {
    const api = mockManagementApi({});
    renderConsole('/default/connectors/passwordless/guide/carrier-pigeon');

    expect(await screen.findByText('This provider does not exist.')).toBeTruthy();
    expect(api.requestsTo('GET', '/api/connector-factories/carrier-pigeon')).toHaveLength(0);
  });
});
