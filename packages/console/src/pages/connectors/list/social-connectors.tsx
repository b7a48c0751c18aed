import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useConnectors } from '../../../api/connectors/queries';
import { useSignInExperience } from '../../../api/sign-in-exp/queries';
import { DataTable } from '../../../components/data-table/data-table';
import { useTenantPath } from '../../../components/tenant-path/use-tenant-path';
import { buttonClassName } from '../../../ds/button/button-class-name';
import { EmptyState } from '../../../ds/empty-state/empty-state';
import { Tag } from '../../../ds/tag/tag';
import { ProviderLogo } from '../../../components/provider-logo/provider-logo';
import { useLocalizedText } from '../shared/use-localized-text';
import { groupByTarget } from './group-by-target';
import styles from './social-connectors.module.css';

/** The link that opens the social provider picker. */
export const AddSocialConnectorLink = ({ testId = 'connector-add-social' }: { testId?: string }) => {
  const { t } = useTranslation();
  const tenantPath = useTenantPath();
  return (
    <Link
      to={tenantPath('connectors/social/create/social')}
      className={buttonClassName({ variant: 'primary' })}
      data-testid={testId}
    >
      {t('connectors.social.add')}
    </Link>
  );
};

/**
 * `/connectors/social`: the tenant's social connectors, one row per target (identity provider)
 * with its connectors (platforms) inside, and whether the sign-in experience offers it.
 */
export const SocialConnectors = () => {
  const { t } = useTranslation();
  const tenantPath = useTenantPath();
  const localized = useLocalizedText();
  const query = useConnectors();
  // Whether each target is offered; the list stands without it.
  const signInExperience = useSignInExperience({ hideErrorToast: true });
  const offered = new Set(signInExperience.data?.socialSignInConnectorTargets);
  const rows = query.data && groupByTarget(query.data);
  const detailsPath = (id: string) => tenantPath(`connectors/social/${id}`);

  return (
    <DataTable
      label={t('connectors.social.table_label')}
      data-testid="social-connectors-table"
      rows={rows}
      rowKey={(group) => group.target}
      rowLink={(group) => detailsPath(group.connectors[0]?.id ?? '')}
      isLoading={query.isFetching}
      hasError={query.isError}
      onRetry={() => void query.refetch()}
      columns={[
        {
          key: 'name',
          title: t('connectors.social.column_name'),
          render: ({ connectors: [first] }) =>
            first && (
              <span className={styles.name}>
                <ProviderLogo logo={first.logo} logoDark={first.logoDark} />
                {localized(first.name)}
                {first.isDemo && <Tag variant="warning">{t('connectors.social.demo')}</Tag>}
              </span>
            ),
        },
        {
          key: 'target',
          title: t('connectors.social.column_target'),
          render: (group) => <code>{group.target}</code>,
        },
        {
          key: 'connectors',
          title: t('connectors.social.column_connectors'),
          render: (group) => (
            <ul className={styles.members} data-testid={`social-target-${group.target}`}>
              {group.connectors.map((connector) => (
                <li key={connector.id}>
                  <Link to={detailsPath(connector.id)}>
                    {t(`connectors.social.platforms.${connector.platform ?? 'Universal'}`)}
                  </Link>
                </li>
              ))}
            </ul>
          ),
        },
        {
          key: 'status',
          title: t('connectors.social.column_status'),
          render: (group) =>
            offered.has(group.target) ? (
              <Tag variant="success">{t('connectors.social.in_use')}</Tag>
            ) : (
              <Tag>{t('connectors.social.not_in_use')}</Tag>
            ),
        },
      ]}
      empty={
        <EmptyState
          title={t('connectors.social.empty_title')}
          description={t('connectors.social.empty_description')}
          action={<AddSocialConnectorLink testId="connector-add-social-empty" />}
          data-testid="social-connectors-empty"
        />
      }
    />
  );
};
