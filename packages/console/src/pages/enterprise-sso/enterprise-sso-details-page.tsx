import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';

import type { SsoConnectorResponse } from '@tessera/schemas';
import { useSsoConnector } from '../../api/sso-connectors/queries';
import { PageSkeleton } from '../../components/app-shell/page-skeleton';
import { CopyField } from '../../components/copy-field/copy-field';
import { DetailsHeader } from '../../components/details-header/details-header';
import { DetailsLoadError } from '../../components/details-load-error/details-load-error';
import { useTabItems } from '../../components/tab-items/use-tab-items';
import { useTenantPath } from '../../components/tenant-path/use-tenant-path';
import { Button } from '../../ds/button/button';
import { TrashIcon } from '../../ds/icons/action-icons';
import { Tag } from '../../ds/tag/tag';
import { useConfirmedSsoConnectorDeletion } from './details/sso-connector-deletion';
import type { SsoConnectorOutletContext } from './details/use-sso-connector';
import { ProviderLogo } from '../../components/provider-logo/provider-logo';
import { enterpriseSsoDetailsTabs } from './tabs';

const DeleteButton = ({ connector }: { connector: SsoConnectorResponse }) => {
  const { t } = useTranslation();
  const deleteConnector = useConfirmedSsoConnectorDeletion(connector);
  return (
    <Button
      variant="outline"
      icon={<TrashIcon size={16} />}
      data-testid="sso-connector-delete-button"
      onClick={() => void deleteConnector().catch(() => undefined)}
    >
      {t('enterprise_sso.details.delete')}
    </Button>
  );
};

/** `/enterprise-sso/{ssoConnectorId}/{tab}`: the connector's header, each tab a nested route. */
export default function EnterpriseSsoDetailsPage() {
  const { t } = useTranslation();
  const { ssoConnectorId = '' } = useParams();
  const { pathname } = useLocation();
  const tenantPath = useTenantPath();
  const basePath = tenantPath(`enterprise-sso/${ssoConnectorId}`);
  const listPath = tenantPath('enterprise-sso');
  const { data: connector, error, refetch } = useSsoConnector(ssoConnectorId);
  const tabs = useTabItems(basePath, enterpriseSsoDetailsTabs);

  // The bare path goes to the first tab at once, before the connector has loaded.
  if (pathname === basePath) {
    return <Navigate to={`${basePath}/${enterpriseSsoDetailsTabs[0]}`} replace />;
  }
  if (error && !connector) {
    return (
      <DetailsLoadError
        error={error}
        notFoundText={t('enterprise_sso.details.not_found')}
        backTo={listPath}
        backToTitle={t('pages.enterprise_sso.title')}
        onRetry={() => void refetch()}
      />
    );
  }

  return (
    <>
      <DetailsHeader
        title={connector?.connectorName}
        fallbackTitle={t('details.enterprise_sso')}
        backTo={listPath}
        backToTitle={t('pages.enterprise_sso.title')}
        icon={
          connector && (
            <ProviderLogo logo={connector.providerLogo} logoDark={connector.providerLogoDark} size="large" />
          )
        }
        meta={
          connector && (
            <>
              <Tag variant="info" data-testid="sso-connector-provider">
                {connector.name}
              </Tag>
              <CopyField
                isInline
                value={connector.id}
                label={t('enterprise_sso.details.connector_id')}
                data-testid="sso-connector-id"
              />
            </>
          )
        }
        actions={connector && <DeleteButton connector={connector} />}
        tabs={connector ? tabs : undefined}
      />
      {connector ? (
        <Outlet context={{ connector } satisfies SsoConnectorOutletContext} />
      ) : (
        <PageSkeleton />
      )}
    </>
  );
}
