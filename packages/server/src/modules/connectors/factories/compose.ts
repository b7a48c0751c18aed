import type { ConnectorTemplate } from '@tessera/schemas';
import { pickTemplate, renderTemplate } from '../templates.js';
import type { OutgoingMessage } from './factory.js';

export type ComposedEmail = { subject: string; content: string; contentType: 'text/plain' | 'text/html' };

/** The email for a message: its template filled in, the company information as a footer. */
export function composeEmail(
  config: { templates: ConnectorTemplate[]; companyInformation?: string },
  message: OutgoingMessage,
): ComposedEmail {
  const template = pickTemplate(config.templates, message.usageType, message.locale);
  const variables = { code: message.code };
  const contentType = template.contentType ?? 'text/plain';
  const footer = config.companyInformation
    ? contentType === 'text/html'
      ? `<p>${escapeHtml(config.companyInformation)}</p>`
      : `\n\n${config.companyInformation}`
    : '';
  return {
    subject: renderTemplate(template.subject ?? '', variables),
    content: `${renderTemplate(template.content, variables)}${footer}`,
    contentType,
  };
}

/** The SMS text for a message. */
export const composeSms = (templates: ConnectorTemplate[], message: OutgoingMessage) =>
  renderTemplate(pickTemplate(templates, message.usageType, message.locale).content, { code: message.code });

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
