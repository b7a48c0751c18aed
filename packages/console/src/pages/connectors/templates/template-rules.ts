import { templateCodeVariable, type ConnectorTemplate } from '@tessera/schemas';
import type { TFunction } from 'i18next';

import { keptTemplates } from '../shared/connector-form-values';

/** Whether a template is one the form keeps (not cleared) and still lacks the code variable. */
export const lacksCode = (template: ConnectorTemplate) =>
  template.content.trim() !== '' && !template.content.includes(templateCodeVariable);

/**
 * Errors by form field (`templates.{index}.content`): a message without the code cannot do its
 * job, and a subject without content is not a template.
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
        : lacksCode(template)
          ? t('connectors.templates.code_required', { variable: templateCodeVariable })
          : undefined;
      return [`templates.${index}.content`, message];
    }),
  ),
});
