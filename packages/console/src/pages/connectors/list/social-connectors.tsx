import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useConnectors } from '../../../api/connectors/queries';
import { DataTable } from '../../../components/data-table/data-table';
import { useTenantPath } from '../../../components/tenant-path/use-tenant-path';
import { buttonClassName } from '../../../ds/button/button-class-name';
import { EmptyState } from '../../../ds/empty-state/empty-state';
import { ConnectorLogo } from '../shared/connector-logo';
import { useLocalizedText } from '../shared/use-localized-text';
import styles from './social-connectors.module.css';

/** The link that opens the social provider picker. */
export const AddSocialConnectorLink = () => {
  const { t } = useTranslation();
  const tenantPath = useTenantPath();
  return (
    <Link
      to={tenantPath('connectors/social/create/social')}
      className={buttonClassName({ variant: 'primary' })}
      data-testid="connector-add-social"
    >
      {t('connectors.social.add')}
    </Link>
  );
};

/** `/connectors/social`: the tenant's social connectors. */
export const SocialConnectors = () => {
  const { t } = useTranslation();
  const tenantPath = useTenantPath();
  const localized = useLocalizedText();
  const query = useConnectors();
  const rows = query.data?.filter((connector) => connector.type === 'Social');

  return (
    <DataTable
      label={t('connectors.social.table_label')}
      data-testid="social-connectors-table"
      rows={rows}
      rowKey={(connector) => connector.id}
      rowLink={(connector) => tenantPath(`connectors/social/${connector.id}`)}
      isLoading={query.isFetching}
      hasError={query.isError}
      onRetry={() => void query.refetch()}
      columns={[
        {
          key: 'name',
          title: t('connectors.social.column_name'),
          render: (connector) => (
            <span className={styles.name}>
              <ConnectorLogo logo={connector.logo} logoDark={connector.logoDark} />
              {localized(connector.name)}
            </span>
          ),
        },
        {
          key: 'target',
          title: t('connectors.social.column_target'),
          render: (connector) => connector.target,
        },
      ]}
      empty={
        <EmptyState
          title={t('connectors.social.empty_title')}
          description={t('connectors.social.empty_description')}
          data-testid="social-connectors-empty"
        />
      }
    />
  );
};
