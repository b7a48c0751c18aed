import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { useResource, useResourceScopes } from '../../api/resources/queries';
import { PageSkeleton } from '../../components/app-shell/page-skeleton';
import { DetailsLoadError } from '../../components/details-load-error/details-load-error';
import { DetailsPage } from '../../components/details-page/details-page';
import { GuideSteps } from '../../components/guide-steps/guide-steps';
import { tenantEndpoints } from '../../components/tenant-endpoints/tenant-endpoints';
import { useTenantPath } from '../../components/tenant-path/use-tenant-path';
import { EmptyState } from '../../ds/empty-state/empty-state';
import { expressJoseCode, expressJoseInstallCode, pickExampleScopes, tryTokenCode } from './guide/express-jose-code';
import styles from './guide/resource-guide.module.css';
import { resourceGuideId } from './guide/resource-guide-id';

/** `/api-resources/{id}/guide/{guideId}`: validating this API's access tokens in Express. */
export default function ApiResourceGuidePage() {
  const { t } = useTranslation();
  const { id = '', guideId = '' } = useParams();
  const tenantPath = useTenantPath();
  const { data: resource, error, refetch } = useResource(id);
  // The example routes need a reading and a writing scope; one page of scopes holds them.
  const { data: scopes } = useResourceScopes(id, { page: 1, pageSize: 100 }, { enabled: Boolean(resource) });

  if (!resource) {
    return error ? (
      <DetailsLoadError
        error={error}
        notFoundText={t('api_resources.details.not_found')}
        backTo={tenantPath('api-resources')}
        backToTitle={t('pages.api_resources.title')}
        onRetry={() => void refetch()}
      />
    ) : (
      <PageSkeleton />
    );
  }

  const endpoints = tenantEndpoints();
  const values = {
    issuer: endpoints.issuer,
    jwksUri: endpoints.jwks,
    tokenEndpoint: endpoints.token,
    audience: resource.indicator,
    ...pickExampleScopes((scopes?.items ?? []).map((scope) => scope.name)),
  };

  return (
    <DetailsPage
      title={t('guide.title')}
      subtitle={t('guide.subtitle', { name: resource.name })}
      backTo={tenantPath(`api-resources/${resource.id}`)}
      backToTitle={resource.name}
    >
      <div className={styles.content} data-testid="resource-guide">
        {guideId === resourceGuideId ? (
          <GuideSteps
            steps={[
              { key: 'install', title: t('guide.resource.install'), blocks: [{ title: 'shell', code: expressJoseInstallCode }] },
              {
                key: 'validate',
                title: t('guide.resource.validate'),
                description: t('guide.resource.validate_description'),
                blocks: [{ title: 'server.mjs', code: expressJoseCode(values) }],
              },
              { key: 'request', title: t('guide.resource.request'), blocks: [{ title: 'shell', code: tryTokenCode(values) }] },
            ]}
          />
        ) : (
          <EmptyState title={t('guide.not_found')} data-testid="guide-not-found" />
        )}
      </div>
    </DetailsPage>
  );
}
