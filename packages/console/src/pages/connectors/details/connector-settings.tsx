import { connectorFactoryIdGuard, type ConnectorResponse } from '@tessera/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { connectorKeys } from '../../../api/connectors/keys';
import { useUpdateConnector } from '../../../api/connectors/mutations';
import { DangerZone } from '../../../components/danger-zone/danger-zone';
import { FormActions } from '../../../components/form-card/form-actions';
import { useToast } from '../../../ds/toast/use-toast';
import { toFormValues } from '../shared/connector-form-values';
import { ConnectorSettingsForm } from '../shared/connector-settings-form';
import { CallbackUrlCard } from '../social/callback-url-card';
import { toDisplayPatch, toDisplayValues } from '../social/social-display-values';
import { useConnectorDeletion } from './use-connector-deletion';

/**
 * A connector's settings, templates and test message, then delete. Secrets arrive masked and
 * are sent back masked unless retyped, which keeps the stored value.
 */
export const ConnectorSettings = ({ connector }: { connector: ConnectorResponse }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const updateConnector = useUpdateConnector(connector.id, { hideErrorToast: true });
  const deleteConnector = useConnectorDeletion(connector);
  const isSocial = connector.type === 'Social';
  const defaultValues = toFormValues(connector.formItems, connector.config, toDisplayValues(connector));
  // The name shown now: a name set in other languages only keeps its English text.
  const shownName = connector.name;

  return (
    <ConnectorSettingsForm
      type={connector.type}
      factoryId={connectorFactoryIdGuard.safeParse(connector.connectorId).data}
      formItems={connector.formItems}
      defaultValues={defaultValues}
      storedConfig={connector.config}
      displayDefaults={{ name: shownName, logo: connector.logo, target: connector.target }}
      header={isSocial && <CallbackUrlCard connectorId={connector.id} />}
      renderActions={({ formState, reset }) => (
        <FormActions
          isDirty={formState.isDirty}
          isSubmitting={formState.isSubmitting}
          onDiscard={() => reset(defaultValues)}
        />
      )}
      onSave={async (config, { reset, getValues }) => {
        const updated = await updateConnector.mutateAsync({
          config,
          ...(isSocial && toDisplayPatch(getValues('display'), shownName)),
        });
        queryClient.setQueryData(connectorKeys.detail(connector.id), updated);
        reset(toFormValues(updated.formItems, updated.config, toDisplayValues(updated)));
        toast.success(t('shared_form.saved'));
      }}
    >
      <DangerZone
        description={t(
          isSocial
            ? 'connectors.details.delete_description_social'
            : 'connectors.details.delete_description',
        )}
        buttonText={t('connectors.details.delete')}
        data-testid="connector-delete"
        onDelete={() => void deleteConnector().catch(() => undefined)}
      />
    </ConnectorSettingsForm>
  );
};
