import {
  requiredTemplateVariable,
  templateVariableText,
  usesTemplateVariable,
  type ConnectorTemplate,
} from '@tessera/schemas';
import type { TFunction } from 'i18next';

import { keptTemplates } from '../shared/connector-form-values';

/** The variable text a template of this purpose must contain: `{{code}}`, or `{{link}}` for invitations. */
export const requiredVariableOf = (template: Pick<ConnectorTemplate, 'usageType'>) =>
  templateVariableText(requiredTemplateVariable(template.usageType));

/** Whether a template is one the form keeps (not cleared) and still lacks its required variable. */
export const lacksRequiredVariable = (template: ConnectorTemplate) =>
  template.content.trim() !== '' &&
  !usesTemplateVariable(template.content, requiredTemplateVariable(template.usageType));

/**
 * Errors by form field (`templates.{index}.content`): a message without its code (or an
 * invitation without its link) cannot do its job, and a subject without content is not a template.
 */
export const templateFieldErrors = (
  templates: readonly ConnectorTemplate[],
  isRequired: boolean,
  t: TFunction,
) => ({
  // A factory that needs templates cannot send anything without one.
  templates:
    isRequired && keptTemplates(templates).length === 0
      ? t('connectors.templates.required')
      : undefined,
  ...Object.fromEntries(
    templates.map((template, index) => {
      const isSubjectOnly =
        template.content.trim() === '' && (template.subject ?? '').trim() !== '';
      const message = isSubjectOnly
        ? t('shared_form.required')
        : lacksRequiredVariable(template)
          ? t('connectors.templates.code_required', { variable: requiredVariableOf(template) })
          : undefined;
      return [`templates.${index}.content`, message];
    }),
  ),
});
