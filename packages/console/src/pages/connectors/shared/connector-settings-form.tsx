import type {
  ConnectorFactoryId,
  ConnectorFormItem,
  ConnectorType,
  I18nText,
  JsonObject,
} from '@tessera/schemas';
import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { FormCard } from '../../../components/form-card/form-card';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard/unsaved-changes-guard';
import { ConfigFields } from '../config/config-fields';
import { SocialDisplayCard } from '../social/social-display-card';
import { TemplateEditor } from '../templates/template-editor';
import { TestMessageCard } from '../test-message/test-message-card';
import { hasTemplates, toConnectorConfig, type ConnectorFormValues } from './connector-form-values';
import { useConnectorForm } from './use-connector-form';

interface ConnectorSettingsFormProps {
  type: ConnectorType;
  /** The built-in factory test messages go through; none (an unknown one) hides the test. */
  factoryId: ConnectorFactoryId | undefined;
  formItems: readonly ConnectorFormItem[];
  defaultValues: ConnectorFormValues;
  /** The stored config (details page): what the form does not show is sent back unchanged. */
  storedConfig?: JsonObject;
  /** Saves the config; a failure is put on the fields it is about. */
  onSave: (config: JsonObject, form: UseFormReturn<ConnectorFormValues>) => Promise<void>;
  /** The save button(s), given the form state. */
  renderActions: (form: UseFormReturn<ConnectorFormValues>) => ReactNode;
  /** Social connectors: the factory's name and logo, what blank display fields fall back to. */
  displayDefaults?: { name: I18nText; logo: string; target: string };
  /** Shown before the settings (the social guide's callback URL). */
  header?: ReactNode;
  children?: ReactNode;
}

/**
 * The settings of a connector drawn from its factory's form items, its message templates and a
 * test message that uses the settings on screen. Shared by the guide (create) and details pages.
 */
export const ConnectorSettingsForm = ({
  type,
  factoryId,
  formItems,
  defaultValues,
  storedConfig,
  onSave,
  renderActions,
  displayDefaults,
  header,
  children,
}: ConnectorSettingsFormProps) => {
  const { t } = useTranslation();
  const { form, fieldItems, handleServerError } = useConnectorForm(formItems, defaultValues);
  const { handleSubmit, trigger, getValues, formState } = form;
  const toConfig = (values: ConnectorFormValues) =>
    toConnectorConfig(type, formItems, values, storedConfig);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await onSave(toConfig(values), form);
    } catch (error) {
      handleServerError(error);
    }
  });

  const readConfig = async () => ((await trigger()) ? toConfig(getValues()) : undefined);

  return (
    <form
      noValidate
      data-testid="connector-settings-form"
      onSubmit={(event) => void onSubmit(event)}
    >
      <UnsavedChangesGuard isDirty={formState.isDirty && !formState.isSubmitSuccessful} />
      {header}
      {fieldItems.length > 0 && (
        <FormCard
          title={t('connectors.config.title')}
          description={t(
            type === 'Social' ? 'connectors.config.description_social' : 'connectors.config.description',
          )}
        >
          <ConfigFields formItems={fieldItems} form={form} />
        </FormCard>
      )}
      {type === 'Social' && displayDefaults && (
        <SocialDisplayCard form={form} defaults={displayDefaults} />
      )}
      {hasTemplates(type) && <TemplateEditor form={form} hasSubject={type === 'Email'} />}
      {type !== 'Social' && factoryId && (
        <TestMessageCard
          factoryId={factoryId}
          kind={type}
          readConfig={readConfig}
          onError={handleServerError}
        />
      )}
      {renderActions(form)}
      {children}
    </form>
  );
};
