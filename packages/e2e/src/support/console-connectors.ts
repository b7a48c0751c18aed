import type { Page } from 'playwright-core';
import type { SmtpInbox } from '../../../server/src/testing/smtp-inbox.js';
import { uiTimeout } from './console-auth.js';

export type MessageTemplate = {
  usageType: 'Generic' | 'Register' | 'SignIn' | 'ForgotPassword';
  subject: string;
  /** Must hold `{{code}}`. */
  content: string;
};

export type SmtpConnectorSettings = {
  inbox: Pick<SmtpInbox, 'host' | 'port'>;
  fromEmail: string;
  templates: readonly MessageTemplate[];
};

/**
 * In Connectors → Passwordless, sets up the tenant's email connector with the SMTP factory,
 * pointed at `inbox` in plain text, with one template (any language) per usage type given.
 * Leaves the page on the guide form, unsaved, so a test message can be sent first.
 */
export async function fillSmtpConnectorGuide(page: Page, settings: SmtpConnectorSettings) {
  await page.getByTestId('connector-set-up-Email').click();
  await page.getByTestId('factory-smtp-email').click();
  const form = page.getByTestId('connector-settings-form');
  await form.waitFor(uiTimeout);
  await page.getByTestId('config-host').fill(settings.inbox.host);
  await page.getByTestId('config-port').fill(String(settings.inbox.port));
  await page.getByTestId('config-tlsMode').selectOption('none');
  await page.getByTestId('config-fromEmail').fill(settings.fromEmail);
  for (const template of settings.templates) {
    await page.getByTestId('template-usage-type').selectOption(template.usageType);
    await page.getByTestId('template-language').selectOption('');
    await page.getByTestId('template-content').fill(template.content);
    await page.getByTestId('template-subject').fill(template.subject);
  }
}

/** Sends the guide's test message to `to`; resolves once the console says it was sent. */
export async function sendTestMessage(page: Page, to: string) {
  await page.getByTestId('test-message-to').fill(to);
  await page.getByTestId('test-message-send').click();
  await page.getByTestId('toast-success').filter({ hasText: to }).waitFor(uiTimeout);
}

/** Saves the guide; resolves on the new connector's details page. */
export async function saveConnectorGuide(page: Page) {
  await page.getByTestId('connector-create-submit').click();
  await page.getByTestId('connector-id').waitFor(uiTimeout);
}
