import { idMaxLength, type ConnectorFactoryId } from '@tessera/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { useCreateConnector } from '../../../api/connectors/mutations';
import { useConnectorFactory } from '../../../api/connectors/queries';
import { PageSkeleton } from '../../../components/app-shell/page-skeleton';
import { DetailsLoadError } from '../../../components/details-load-error/details-load-error';
import { DetailsPage } from '../../../components/details-page/details-page';
import { randomId } from '../../../components/random-id/random-id';
import { useTenantPath } from '../../../components/tenant-path/use-tenant-path';
import { skipUnsavedChangesGuard } from '../../../components/unsaved-changes-guard/use-unsaved-changes-guard';
import { Button } from '../../../ds/button/button';
import { useToast } from '../../../ds/toast/use-toast';
import { toFormValues } from '../shared/connector-form-values';
import { tabOf } from '../shared/connector-kinds';
import { ConnectorSettingsForm } from '../shared/connector-settings-form';
import { useConnectorTab } from '../shared/use-connector-tab';
import { useLocalizedText } from '../shared/use-localized-text';
import { CallbackUrlCard } from '../social/callback-url-card';
import { toDisplayPatch } from '../social/social-display-values';
import styles from './factory-guide.module.css';

/** The new connector's settings from a factory, a test message, then save (which opens its details). */
export const FactoryGuide = ({ factoryId }: { factoryId: ConnectorFactoryId }) => {
  const { t } = useTranslation();
  const tab = useConnectorTab();
  const tenantPath = useTenantPath();
  const navigate = useNavigate();
  const toast = useToast();
  const localized = useLocalizedText();
  const { data: factory, error, refetch } = useConnectorFactory(factoryId);
  const createConnector = useCreateConnector({ hideErrorToast: true });
  const listPath = tenantPath(`connectors/${tab}`);
  // A social connector's id is chosen here: the callback URL registered at the provider names it.
  const [socialConnectorId] = useState(() => randomId(idMaxLength));

  if (error && !factory) {
    return (
      <DetailsLoadError
        error={error}
        notFoundText={t('connectors.guide.not_found')}
        backTo={listPath}
        backToTitle={t('pages.connectors.title')}
        onRetry={() => void refetch()}
      />
    );
  }
  if (!factory) {
    return <PageSkeleton />;
  }

  const name = localized(factory.name);
  const isSocial = factory.type === 'Social';
  return (
    <DetailsPage
      title={t('connectors.guide.title', { name })}
      subtitle={localized(factory.description)}
      backTo={listPath}
      backToTitle={t('pages.connectors.title')}
    >
      <ConnectorSettingsForm
        type={factory.type}
        factoryId={factory.id}
        formItems={factory.formItems}
        defaultValues={toFormValues(factory.formItems)}
        displayDefaults={{ name: factory.name, logo: factory.logo, target: factory.target }}
        header={isSocial && <CallbackUrlCard connectorId={socialConnectorId} />}
        renderActions={({ formState }) => (
          <div className={styles.actions}>
            <Button
              type="submit"
              variant="primary"
              isLoading={formState.isSubmitting}
              data-testid="connector-create-submit"
            >
              {t('connectors.guide.save')}
            </Button>
          </div>
        )}
        onSave={async (config, { getValues }) => {
          const connector = await createConnector.mutateAsync({
            connectorId: factory.id,
            config,
            ...(isSocial && {
              id: socialConnectorId,
              ...toDisplayPatch(getValues('display'), factory.name),
            }),
          });
          toast.success(t('connectors.guide.created', { name }));
          navigate(tenantPath(`connectors/${tabOf(connector.type)}/${connector.id}`), {
            replace: true,
            state: skipUnsavedChangesGuard,
          });
        }}
      />
    </DetailsPage>
  );
};
