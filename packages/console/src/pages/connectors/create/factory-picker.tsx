import type { ConnectorType } from '@tessera/schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useConnectorFactories, useConnectors } from '../../../api/connectors/queries';
import { useTenantPath } from '../../../components/tenant-path/use-tenant-path';
import { Button } from '../../../ds/button/button';
import { EmptyState } from '../../../ds/empty-state/empty-state';
import { InlineAlert } from '../../../ds/inline-alert/inline-alert';
import { LoadingView } from '../../../ds/loading-view/loading-view';
import { Tag } from '../../../ds/tag/tag';
import { ProviderLogo } from '../../../components/provider-logo/provider-logo';
import { tabOf } from '../shared/connector-kinds';
import { useLocalizedText } from '../shared/use-localized-text';
import styles from './factory-picker.module.css';

/**
 * The factories of one connector type as cards; picking one opens its guide page. A tenant has
 * one email and one SMS connector at most, so an existing one is pointed at instead.
 */
export const FactoryPicker = ({ type }: { type: ConnectorType }) => {
  const { t } = useTranslation();
  const tenantPath = useTenantPath();
  const localized = useLocalizedText();
  const factories = useConnectorFactories();
  const connectors = useConnectors();
  const tab = tabOf(type);

  if (factories.isLoading) {
    return <LoadingView label={t('general.loading')} />;
  }
  if (factories.isError) {
    return (
      <div className={styles.retry} role="alert">
        <span>{t('shared_list.load_failed')}</span>
        <Button onClick={() => void factories.refetch()}>{t('shared_list.retry')}</Button>
      </div>
    );
  }

  const existing =
    type === 'Social' ? undefined : connectors.data?.find((connector) => connector.type === type);
  const offered = (factories.data ?? []).filter((factory) => factory.type === type);
  // Social factories whose connector the tenant has already made (same factory).
  const added = new Set(connectors.data?.map((connector) => connector.connectorId));
  if (offered.length === 0) {
    return (
      <EmptyState
        headingLevel="h3"
        title={t('connectors.create.no_factories_title')}
        description={t('connectors.create.no_factories_description')}
        data-testid="factory-picker-empty"
      />
    );
  }

  return (
    <div className={styles.picker}>
      {existing && (
        <InlineAlert variant="warning" data-testid="connector-already-set-up">
          {t('connectors.create.already_set_up')}{' '}
          <Link to={tenantPath(`connectors/${tab}/${existing.id}`)}>
            {t('connectors.create.open_existing')}
          </Link>
        </InlineAlert>
      )}
      <ul className={styles.list} aria-label={t('connectors.create.providers_label')}>
        {offered.map((factory) => (
          <li key={factory.id}>
            <Link
              to={tenantPath(`connectors/${tab}/guide/${encodeURIComponent(factory.id)}`)}
              className={styles.factory}
              data-testid={`factory-${factory.id}`}
            >
              <ProviderLogo logo={factory.logo} logoDark={factory.logoDark} />
              <span className={styles.text}>
                <span className={styles.name}>
                  {localized(factory.name)}
                  {factory.isDemo && <Tag variant="warning">{t('connectors.social.demo')}</Tag>}
                  {type === 'Social' && added.has(factory.id) && (
                    <Tag variant="info" data-testid={`factory-added-${factory.id}`}>
                      {t('connectors.create.added')}
                    </Tag>
                  )}
                </span>
                {factory.isDemo && (
                  <span className={styles.description}>{t('connectors.create.demo_hint')}</span>
                )}
                <span className={styles.description}>{localized(factory.description)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
};
