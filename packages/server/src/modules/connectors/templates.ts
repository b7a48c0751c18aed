import {
  connectorTemplateGuard,
  requiredTemplateVariable,
  templateVariableText,
  usesTemplateVariable,
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

/**
 * Every template must carry its usage's required variable, or the reader gets a message with
 * nothing to act on: the code of a verification message (`connector.template_missing_code`),
 * the link of an invitation (`connector.template_missing_link`). Invitation templates written
 * before `{{link}}` existed carry the link as `{{code}}`, which still fills with it: they stay
 * valid, so a connector saved before keeps saving.
 */
export const assertTemplatesHaveVariables = (templates: readonly ConnectorTemplate[]) => {
  for (const template of templates) {
    const required = requiredTemplateVariable(template.usageType);
    const legacyLink = template.usageType === 'OrganizationInvitation' && usesTemplateVariable(template.content, 'code');
    if (!usesTemplateVariable(template.content, required) && !legacyLink) {
      throw new RequestError(`connector.template_missing_${required}`, 400, {
        usageType: template.usageType,
        variable: templateVariableText(required),
      });
    }
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

/** Values of template variables; `{{organization.name}}` reads `organization` then `name`. */
export type TemplateVariables = { readonly [name: string]: string | TemplateVariables | undefined };

const lookUp = (variables: TemplateVariables, path: string): string | undefined => {
  let value: string | TemplateVariables | undefined = variables;
  for (const key of path.split('.')) {
    value = typeof value === 'object' && Object.hasOwn(value, key) ? value[key] : undefined;
  }
  return typeof value === 'string' ? value : undefined;
};

/**
 * Fills the template's variables in one pass, so a value that itself looks like a variable is
 * not read again; unknown variables stay as written. `escape` encodes values for HTML templates.
 */
export const renderTemplate = (
  text: string,
  variables: TemplateVariables,
  escape: (value: string) => string = (value) => value,
) =>
  text.replaceAll(/\{\{\s*([\w.]+)\s*\}\}/g, (match, name: string) => {
    const value = lookUp(variables, name);
    return value === undefined ? match : escape(value);
  });
