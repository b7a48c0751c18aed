import { connectorFactoryIdGuard } from '@tessera/schemas';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';

import { useTenantPath } from '../../components/tenant-path/use-tenant-path';
import { buttonClassName } from '../../ds/button/button-class-name';
import { EmptyState } from '../../ds/empty-state/empty-state';
import { FactoryGuide } from './guide/factory-guide';
import { useConnectorTab } from './shared/use-connector-tab';

/**
 * `/connectors/{tab}/guide/{factoryId}`. Factory ids are a fixed set: one that is not among them
 * is not found here, without asking the server.
 */
export default function ConnectorGuidePage() {
  const { t } = useTranslation();
  const { factoryId } = useParams();
  const tab = useConnectorTab();
  const tenantPath = useTenantPath();
  const parsed = connectorFactoryIdGuard.safeParse(factoryId);

  if (!parsed.success) {
    return (
      <EmptyState
        data-testid="details-load-error"
        title={t('connectors.guide.not_found')}
        action={
          <Link
            to={tenantPath(`connectors/${tab}`)}
            className={buttonClassName({ variant: 'primary' })}
          >
            {t('general.back_to', { page: t('pages.connectors.title') })}
          </Link>
        }
      />
    );
  }
  // Keyed by factory: another factory's guide starts from its own defaults.
  return <FactoryGuide key={parsed.data} factoryId={parsed.data} />;
}
