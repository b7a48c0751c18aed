import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';

import { useHook } from '../../api/hooks/queries';
import { PageSkeleton } from '../../components/app-shell/page-skeleton';
import { CopyField } from '../../components/copy-field/copy-field';
import { DetailsHeader } from '../../components/details-header/details-header';
import { DetailsLoadError } from '../../components/details-load-error/details-load-error';
import { useTabItems } from '../../components/tab-items/use-tab-items';
import { useTenantPath } from '../../components/tenant-path/use-tenant-path';
import { Tag } from '../../ds/tag/tag';
import { WebhookHeaderActions } from './details/webhook-header-actions';
import type { WebhookOutletContext } from './details/use-webhook';
import { webhookDetailsTabs } from './tabs';

/** `/webhooks/{id}/{tab}`; each tab is a nested route rendered in the outlet. */
export default function WebhookDetailsPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const tenantPath = useTenantPath();
  const basePath = tenantPath(`webhooks/${id}`);
  const tabs = useTabItems(basePath, webhookDetailsTabs);
  const { data: hook, error, refetch } = useHook(id);
  const listPath = tenantPath('webhooks');

  // The bare path goes to the first tab at once, before the hook has loaded.
  if (pathname === basePath) {
    return <Navigate to={`${basePath}/${webhookDetailsTabs[0]}`} replace />;
  }
  if (error && !hook) {
    return (
      <DetailsLoadError
        error={error}
        notFoundText={t('webhooks.details.not_found')}
        backTo={listPath}
        backToTitle={t('pages.webhooks.title')}
        onRetry={() => void refetch()}
      />
    );
  }

  return (
    <>
      <DetailsHeader
        title={hook?.name}
        fallbackTitle={t('details.webhook')}
        backTo={listPath}
        backToTitle={t('pages.webhooks.title')}
        meta={
          hook && (
            <>
              {hook.enabled ? null : (
                <Tag data-testid="webhook-disabled-tag">{t('webhooks.list.disabled_tag')}</Tag>
              )}
              <span dir="ltr">{hook.config.url}</span>
              <CopyField
                isInline
                value={hook.id}
                label={t('webhooks.details.webhook_id')}
                data-testid="webhook-id"
              />
            </>
          )
        }
        actions={hook && <WebhookHeaderActions hook={hook} />}
        tabs={hook ? tabs : undefined}
      />
      {hook ? <Outlet context={{ hook } satisfies WebhookOutletContext} /> : <PageSkeleton />}
    </>
  );
}
