import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';

import { useOrganization } from '../../api/organizations/queries';
import { PageSkeleton } from '../../components/app-shell/page-skeleton';
import { CopyField } from '../../components/copy-field/copy-field';
import { DetailsHeader } from '../../components/details-header/details-header';
import { DetailsLoadError } from '../../components/details-load-error/details-load-error';
import { SidebarIcon } from '../../components/sidebar/sidebar-icons';
import { useTabItems } from '../../components/tab-items/use-tab-items';
import { useTenantPath } from '../../components/tenant-path/use-tenant-path';
import { Button } from '../../ds/button/button';
import { TrashIcon } from '../../ds/icons/action-icons';
import { Tag } from '../../ds/tag/tag';
import { useConfirmedOrganizationDeletion } from './details/organization-deletion';
import type { OrganizationOutletContext } from './details/use-organization';
import { organizationDetailsTabs } from './tabs';

const DeleteButton = ({ organization }: OrganizationOutletContext) => {
  const { t } = useTranslation();
  const deleteOrganization = useConfirmedOrganizationDeletion(organization);
  return (
    <Button
      variant="outline"
      icon={<TrashIcon size={16} />}
      data-testid="organization-delete-button"
      onClick={() => void deleteOrganization().catch(() => undefined)}
    >
      {t('organizations.details.delete')}
    </Button>
  );
};

/** `/organizations/{id}/{tab}`: the organization's header and actions, each tab a nested route. */
export default function OrganizationDetailsPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const tenantPath = useTenantPath();
  const basePath = tenantPath(`organizations/${id}`);
  const listPath = tenantPath('organizations');
  const { data: organization, error, refetch } = useOrganization(id);
  const tabs = useTabItems(basePath, organizationDetailsTabs);

  // The bare path goes to the first tab at once, before the organization has loaded.
  if (pathname === basePath) {
    return <Navigate to={`${basePath}/${organizationDetailsTabs[0]}`} replace />;
  }
  if (error && !organization) {
    return (
      <DetailsLoadError
        error={error}
        notFoundText={t('organizations.details.not_found')}
        backTo={listPath}
        backToTitle={t('pages.organizations.title')}
        onRetry={() => void refetch()}
      />
    );
  }

  return (
    <>
      <DetailsHeader
        title={organization?.name}
        fallbackTitle={t('details.organization')}
        backTo={listPath}
        backToTitle={t('pages.organizations.title')}
        icon={<SidebarIcon itemKey="organizations" />}
        meta={
          organization && (
            <>
              {organization.isMfaRequired && (
                <Tag variant="info">{t('organizations.details.mfa_tag')}</Tag>
              )}
              {organization.description && <span>{organization.description}</span>}
              <CopyField
                isInline
                value={organization.id}
                label={t('organizations.details.organization_id')}
                data-testid="organization-id"
              />
            </>
          )
        }
        actions={organization && <DeleteButton organization={organization} />}
        tabs={organization ? tabs : undefined}
      />
      {organization ? (
        <Outlet context={{ organization } satisfies OrganizationOutletContext} />
      ) : (
        <PageSkeleton />
      )}
    </>
  );
}
