import { languageAutonyms, languages } from '@tessera/phrases';
import {
  connectorTemplateUsageTypes,
  templateVariablesByUsage,
  templateVariableText,
  type ConnectorTemplate,
  type ConnectorTemplateUsageType,
} from '@tessera/schemas';
import { useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { FormCard } from '../../../components/form-card/form-card';
import { Button } from '../../../ds/button/button';
import { FormField } from '../../../ds/form-field/form-field';
import { InlineAlert } from '../../../ds/inline-alert/inline-alert';
import { Select } from '../../../ds/select/select';
import { TextInput } from '../../../ds/text-input/text-input';
import { Textarea } from '../../../ds/text-input/textarea';
import type { ConnectorFormValues } from '../shared/connector-form-values';
import styles from './template-editor.module.css';
import { requiredVariableOf } from './template-rules';

interface TemplateEditorProps {
  form: UseFormReturn<ConnectorFormValues>;
  /** Email templates have a subject; SMS ones only content. */
  hasSubject: boolean;
}

interface Selection {
  usageType: ConnectorTemplateUsageType;
  /** '' is the fallback template of every language without its own. */
  locale: string;
}

/** How an email template's content is sent. */
const contentTypes = ['text/plain', 'text/html'] as const;
const contentTypeKey = { 'text/plain': 'text_plain', 'text/html': 'text_html' } as const;

const isUsageType = (value: string): value is ConnectorTemplateUsageType =>
  (connectorTemplateUsageTypes as readonly string[]).includes(value);

const matches = (template: ConnectorTemplate, { usageType, locale }: Selection) =>
  template.usageType === usageType && (template.locale ?? '') === locale;

/**
 * The message templates of an email or SMS connector, one purpose and language at a time.
 * Typing into a pair without a template adds one; clearing it (or Remove) drops it on save.
 */
export const TemplateEditor = ({ form, hasSubject }: TemplateEditorProps) => {
  const { t } = useTranslation();
  const { watch, setValue, formState } = form;
  const templates = watch('templates');
  // Opens on the first stored template, or on sign-in, the message most tenants need first.
  const [selection, setSelection] = useState<Selection>(() => {
    const [first] = form.getValues('templates');
    return first
      ? { usageType: first.usageType, locale: first.locale ?? '' }
      : { usageType: 'SignIn', locale: '' };
  });
  const index = templates.findIndex((template) => matches(template, selection));
  const current = index === -1 ? undefined : templates[index];
  const contentError =
    index === -1 ? undefined : formState.errors.templates?.[index]?.content?.message;
  const listError =
    formState.errors.templates?.message ?? formState.errors.templates?.root?.message;

  // After a refused save, show the first template at fault (its error would be hidden
  // otherwise), once per submit: later edits leave the user's own pick alone.
  const { submitCount } = formState;
  const faulty = formState.errors.templates;
  const handledSubmit = useRef(0);
  useEffect(() => {
    if (submitCount === handledSubmit.current || !Array.isArray(faulty)) {
      return;
    }
    handledSubmit.current = submitCount;
    const template = templates.find((_template, position) => faulty[position]);
    if (template) {
      setSelection({ usageType: template.usageType, locale: template.locale ?? '' });
    }
  }, [submitCount, faulty, templates]);

  const update = (
    patch: Partial<Pick<ConnectorTemplate, 'subject' | 'content' | 'contentType'>>,
  ) => {
    const next: ConnectorTemplate = {
      ...(current ?? {
        usageType: selection.usageType,
        content: '',
        ...(selection.locale ? { locale: selection.locale } : {}),
      }),
      ...patch,
    };
    const nextTemplates =
      index === -1
        ? [...templates, next]
        : templates.map((template, at) => (at === index ? next : template));
    setValue('templates', nextTemplates, { shouldDirty: true });
  };

  const remove = () => {
    setValue(
      'templates',
      templates.filter((_template, at) => at !== index),
      { shouldDirty: true },
    );
  };

  return (
    <FormCard
      title={t('connectors.templates.title')}
      description={t('connectors.templates.description')}
      data-testid="template-editor"
    >
      <div className={styles.editor}>
        <div className={styles.pickers}>
          <FormField id="template-usage-type" label={t('connectors.templates.usage_type')}>
            {(control) => (
              <Select
                {...control}
                value={selection.usageType}
                data-testid="template-usage-type"
                options={connectorTemplateUsageTypes.map((value) => ({
                  value,
                  label: t(`connectors.templates.usage_types.${value}`),
                }))}
                onChange={(event) => {
                  const usageType = event.target.value;
                  if (isUsageType(usageType)) {
                    setSelection((previous) => ({ ...previous, usageType }));
                  }
                }}
              />
            )}
          </FormField>
          <FormField id="template-language" label={t('connectors.templates.language')}>
            {(control) => (
              <Select
                {...control}
                value={selection.locale}
                data-testid="template-language"
                options={[
                  { value: '', label: t('connectors.templates.any_language') },
                  ...languages.map((language) => ({
                    value: language,
                    label: languageAutonyms[language],
                  })),
                ]}
                onChange={(event) =>
                  setSelection((previous) => ({ ...previous, locale: event.target.value }))
                }
              />
            )}
          </FormField>
        </div>
        {listError && (
          <InlineAlert variant="danger" data-testid="templates-error">
            {listError}
          </InlineAlert>
        )}
        {!current && (
          <p className={styles.note} data-testid="template-not-set">
            {t('connectors.templates.not_set')}
          </p>
        )}
        {hasSubject && (
          <FormField id="template-subject" label={t('connectors.templates.subject')}>
            {(control) => (
              <TextInput
                {...control}
                value={current?.subject ?? ''}
                data-testid="template-subject"
                onChange={(event) => update({ subject: event.target.value })}
              />
            )}
          </FormField>
        )}
        {hasSubject && (
          <FormField id="template-content-type" label={t('connectors.templates.content_type')}>
            {(control) => (
              <Select
                {...control}
                value={current?.contentType ?? 'text/plain'}
                data-testid="template-content-type"
                options={contentTypes.map((value) => ({
                  value,
                  label: t(`connectors.templates.content_types.${contentTypeKey[value]}`),
                }))}
                onChange={(event) => {
                  const contentType = contentTypes.find((value) => value === event.target.value);
                  if (contentType) {
                    update({ contentType });
                  }
                }}
              />
            )}
          </FormField>
        )}
        <FormField
          id="template-content"
          label={t('connectors.templates.content')}
          description={
            <span data-testid="template-variables">
              {t('connectors.templates.variables_hint', {
                variables: templateVariablesByUsage[selection.usageType]
                  .map(templateVariableText)
                  .join(', '),
                required: requiredVariableOf(selection),
              })}
            </span>
          }
          error={contentError}
        >
          {(control) => (
            <Textarea
              {...control}
              rows={8}
              value={current?.content ?? ''}
              hasError={Boolean(contentError)}
              data-testid="template-content"
              onChange={(event) => update({ content: event.target.value })}
            />
          )}
        </FormField>
        {current && (
          <div>
            <Button variant="outline" data-testid="template-remove" onClick={remove}>
              {t('connectors.templates.remove')}
            </Button>
          </div>
        )}
      </div>
    </FormCard>
  );
};
