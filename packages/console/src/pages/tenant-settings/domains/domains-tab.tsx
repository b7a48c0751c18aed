import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { useCustomDomains } from '../../../api/custom-domains/queries';
import { FormCard } from '../../../components/form-card/form-card';
import { Button } from '../../../ds/button/button';
import { EmptyState } from '../../../ds/empty-state/empty-state';
import { LoadingView } from '../../../ds/loading-view/loading-view';
import { AddDomainForm } from './add-domain-form';
import { DomainCard } from './domain-card';

/**
 * `/tenant-settings/domains` (cloud): the tenant's custom domain (at most one). Without one, the
 * form to add it; with one, its status, read again while the server's checks are running.
 */
export default function DomainsTab() {
  const { t } = useTranslation();
  const { tenantId = '' } = useParams();
  const domains = useCustomDomains(tenantId);

  if (domains.isPending) {
    return <LoadingView label={t('general.loading')} />;
  }
  if (domains.isError) {
    return (
      <EmptyState
        title={t('domains.loading_failed')}
        action={<Button onClick={() => void domains.refetch()}>{t('domains.retry')}</Button>}
        data-testid="domains-error"
      />
    );
  }
  const [domain] = domains.data;

  return (
    <FormCard title={t('domains.title')} description={t('domains.description')} data-testid="domains-tab">
      {domain ? <DomainCard tenantId={tenantId} domain={domain} /> : <AddDomainForm tenantId={tenantId} />}
    </FormCard>
  );
}
