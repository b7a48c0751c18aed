import {
  connectorTemplateGuard,
  templateCodeVariable,
  type ConnectorTemplate,
  type ConnectorTemplateUsageType,
} from '@tessera/schemas';
import { z } from 'zod';
import { RequestError } from '../../errors/request-error.js';

/** The `templates` field of a connector config: one template per usage type and language. */
export const templatesGuard = z.array(connectorTemplateGuard).superRefine((templates, context) => {
  const seen = new Set<string>();
  for (const [index, template] of templates.entries()) {
    const key = `${template.usageType}:${template.locale?.toLowerCase() ?? ''}`;
    if (seen.has(key)) {
      context.addIssue({
        code: 'custom',
        path: [index, 'locale'],
        message: `A second ${template.usageType} template for the same language`,
      });
    }
    seen.add(key);
  }
});

/** Every template must carry the code, or the reader gets a message with nothing to enter. */
export const assertTemplatesHaveCode = (templates: readonly ConnectorTemplate[]) => {
  const missing = templates.find((template) => !template.content.includes(templateCodeVariable));
  if (missing) {
    throw new RequestError('connector.template_missing_code', 400, {
      usageType: missing.usageType,
      variable: templateCodeVariable,
    });
  }
};

/**
 * The template of a usage type for a reader's language: the exact language tag, then its
 * primary language (`pt-BR` reads `pt`), then the template without a language.
 */
export const pickTemplate = (
  templates: readonly ConnectorTemplate[],
  usageType: ConnectorTemplateUsageType,
  locale: string | undefined,
): ConnectorTemplate => {
  const candidates = templates.filter((template) => template.usageType === usageType);
  const wanted = locale?.toLowerCase();
  const primary = wanted?.split('-')[0];
  const picked =
    (wanted && candidates.find((template) => template.locale?.toLowerCase() === wanted)) ||
    (primary && candidates.find((template) => template.locale?.toLowerCase() === primary)) ||
    candidates.find((template) => template.locale === undefined);
  if (!picked) {
    throw new RequestError('connector.template_not_found', 400, { usageType });
  }
  return picked;
};

/** Fills the template's variables; a literal `{{code}}` in the code itself is not re-read. */
export const renderTemplate = (text: string, variables: Readonly<Record<string, string>>) =>
  text.replaceAll(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => variables[name] ?? match);
