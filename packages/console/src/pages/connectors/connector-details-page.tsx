import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { useConnector } from '../../api/connectors/queries';
import { useSignInExperience } from '../../api/sign-in-exp/queries';
import { PageSkeleton } from '../../components/app-shell/page-skeleton';
import { CopyField } from '../../components/copy-field/copy-field';
import { DetailsHeader } from '../../components/details-header/details-header';
import { DetailsLoadError } from '../../components/details-load-error/details-load-error';
import { useTenantPath } from '../../components/tenant-path/use-tenant-path';
import { Tag } from '../../ds/tag/tag';
import { ConnectorSettings } from './details/connector-settings';
import { ProviderLogo } from '../../components/provider-logo/provider-logo';
import { useConnectorTab } from './shared/use-connector-tab';
import { useLocalizedText } from './shared/use-localized-text';

/** `/connectors/{tab}/{connectorId}`: a connector's settings, templates, test message and delete. */
export default function ConnectorDetailsPage() {
  const { t } = useTranslation();
  const { connectorId = '' } = useParams();
  const tab = useConnectorTab();
  const tenantPath = useTenantPath();
  const localized = useLocalizedText();
  const { data: connector, error, refetch } = useConnector(connectorId);
  const listPath = tenantPath(`connectors/${tab}`);
  const isSocial = tab === 'social';
  // A failed read only leaves out the tag.
  const signInExperience = useSignInExperience({ enabled: isSocial, hideErrorToast: true });
  const isOffered =
    connector?.type === 'Social' &&
    Boolean(signInExperience.data?.socialSignInConnectorTargets.includes(connector.target));

  if (error && !connector) {
    return (
      <DetailsLoadError
        error={error}
        notFoundText={t('connectors.details.not_found')}
        backTo={listPath}
        backToTitle={t('pages.connectors.title')}
        onRetry={() => void refetch()}
      />
    );
  }

  return (
    <>
      <DetailsHeader
        title={connector && localized(connector.name)}
        fallbackTitle={t('details.connector')}
        backTo={listPath}
        backToTitle={t('pages.connectors.title')}
        icon={
          connector && (
            <ProviderLogo logo={connector.logo} logoDark={connector.logoDark} size="large" />
          )
        }
        meta={
          connector && (
            <>
              <Tag variant="info">{t(`connectors.types.${connector.type}`)}</Tag>
              {isOffered && (
                <Tag variant="success" data-testid="connector-offered">
                  {t('connectors.social.in_use')}
                </Tag>
              )}
              <CopyField
                isInline
                value={connector.id}
                label={t('connectors.details.connector_id')}
                data-testid="connector-id"
              />
            </>
          )
        }
      />
      {/* Keyed by id: the form starts over from the stored settings when another connector opens. */}
      {connector ? (
        <ConnectorSettings key={connector.id} connector={connector} />
      ) : (
        <PageSkeleton />
      )}
    </>
  );
}
