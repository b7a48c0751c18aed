import type { ConnectorTemplate } from '@tessera/schemas';
import { pickTemplate, renderTemplate, type TemplateVariables } from '../templates.js';
import type { OutgoingMessage } from './factory.js';

export type ComposedEmail = { subject: string; content: string; contentType: 'text/plain' | 'text/html' };

/** The email for a message: its template filled in, the company information as a footer. */
export function composeEmail(
  config: { templates: ConnectorTemplate[]; companyInformation?: string },
  message: OutgoingMessage,
): ComposedEmail {
  const template = pickTemplate(config.templates, message.usageType, message.locale);
  const variables = templateVariablesOf(message);
  const contentType = template.contentType ?? 'text/plain';
  // Values such as an organization's name are text: an HTML template must not read them as markup.
  const escape = contentType === 'text/html' ? escapeHtml : undefined;
  const footer = config.companyInformation
    ? contentType === 'text/html'
      ? `<p>${escapeHtml(config.companyInformation)}</p>`
      : `\n\n${config.companyInformation}`
    : '';
  return {
    subject: renderTemplate(template.subject ?? '', variables),
    content: `${renderTemplate(template.content, variables, escape)}${footer}`,
    contentType,
  };
}

/** What a message's templates may use: its usage's variables and the code. */
export const templateVariablesOf = (message: OutgoingMessage): TemplateVariables => ({
  ...message.variables,
  code: message.code,
});

/** The SMS text for a message. */
export const composeSms = (templates: ConnectorTemplate[], message: OutgoingMessage) =>
  renderTemplate(
    pickTemplate(templates, message.usageType, message.locale).content,
    templateVariablesOf(message),
  );

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
