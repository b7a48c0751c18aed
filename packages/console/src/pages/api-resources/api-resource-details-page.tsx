import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';

import { useResource } from '../../api/resources/queries';
import { PageSkeleton } from '../../components/app-shell/page-skeleton';
import { CopyField } from '../../components/copy-field/copy-field';
import { DetailsHeader } from '../../components/details-header/details-header';
import { DetailsLoadError } from '../../components/details-load-error/details-load-error';
import { useTabItems } from '../../components/tab-items/use-tab-items';
import { useTenantPath } from '../../components/tenant-path/use-tenant-path';
import { ShieldIcon } from '../../ds/icons/action-icons';
import { InlineAlert } from '../../ds/inline-alert/inline-alert';
import { Tag } from '../../ds/tag/tag';
import { ResourceHeaderActions } from './details/resource-header-actions';
import type { ResourceOutletContext } from './details/use-resource';
import styles from './details/resource-details.module.css';
import { apiResourceDetailsTabs } from './tabs';

/** `/api-resources/{id}/{tab}`; each tab is a nested route rendered in the outlet. */
export default function ApiResourceDetailsPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const tenantPath = useTenantPath();
  const basePath = tenantPath(`api-resources/${id}`);
  const tabs = useTabItems(basePath, apiResourceDetailsTabs);
  const { data: resource, error, refetch } = useResource(id);
  const listPath = tenantPath('api-resources');

  // The bare path goes to the first tab at once, before the resource has loaded.
  if (pathname === basePath) {
    return <Navigate to={`${basePath}/${apiResourceDetailsTabs[0]}`} replace />;
  }
  if (error && !resource) {
    return (
      <DetailsLoadError
        error={error}
        notFoundText={t('api_resources.details.not_found')}
        backTo={listPath}
        backToTitle={t('pages.api_resources.title')}
        onRetry={() => void refetch()}
      />
    );
  }

  return (
    <>
      <DetailsHeader
        title={resource?.name}
        fallbackTitle={t('details.api_resource')}
        backTo={listPath}
        backToTitle={t('pages.api_resources.title')}
        icon={<ShieldIcon size={28} />}
        meta={
          resource && (
            <>
              {resource.isDefault && <Tag variant="info">{t('api_resources.list.default_tag')}</Tag>}
              {resource.isManagementApi && <Tag data-testid="read-only-badge">{t('shared_form.read_only')}</Tag>}
              <span>{t('api_resources.details.indicator')}</span>
              <CopyField
                isInline
                value={resource.indicator}
                label={t('api_resources.details.indicator')}
                data-testid="resource-indicator"
              />
            </>
          )
        }
        actions={resource && <ResourceHeaderActions resource={resource} />}
        tabs={tabs}
      />
      {resource?.isManagementApi && (
        <InlineAlert className={styles.note} data-testid="read-only-note">
          {t('api_resources.details.read_only_note')}
        </InlineAlert>
      )}
      {resource ? <Outlet context={{ resource } satisfies ResourceOutletContext} /> : <PageSkeleton />}
    </>
  );
}
