import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';

import { useOrganizationRole } from '../../../api/organization-roles/queries';
import { PageSkeleton } from '../../../components/app-shell/page-skeleton';
import { CopyField } from '../../../components/copy-field/copy-field';
import { DetailsHeader } from '../../../components/details-header/details-header';
import { DetailsLoadError } from '../../../components/details-load-error/details-load-error';
import { useTabItems } from '../../../components/tab-items/use-tab-items';
import { useTenantPath } from '../../../components/tenant-path/use-tenant-path';
import { Button } from '../../../ds/button/button';
import { KeyIcon, TrashIcon } from '../../../ds/icons/action-icons';
import { Tag } from '../../../ds/tag/tag';
import { organizationRoleDetailsTabs } from '../tabs';
import { useConfirmedOrganizationRoleDeletion } from './organization-role-deletion';
import type { OrganizationRoleOutletContext } from './use-organization-role';

const DeleteButton = ({ role }: OrganizationRoleOutletContext) => {
  const { t } = useTranslation();
  const deleteRole = useConfirmedOrganizationRoleDeletion(role);
  return (
    <Button
      variant="outline"
      icon={<TrashIcon size={16} />}
      data-testid="organization-role-delete-button"
      onClick={() => void deleteRole().catch(() => undefined)}
    >
      {t('organization_template.roles.delete')}
    </Button>
  );
};

/** `/organization-template/organization-roles/{id}/{tab}`: header, actions, tabs in the outlet. */
export default function OrganizationRoleDetailsPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const tenantPath = useTenantPath();
  const basePath = tenantPath(`organization-template/organization-roles/${id}`);
  const listPath = tenantPath('organization-template/organization-roles');
  const { data: role, error, refetch } = useOrganizationRole(id);
  const tabs = useTabItems(basePath, organizationRoleDetailsTabs);

  // The bare path goes to the first tab at once, before the role has loaded.
  if (pathname === basePath) {
    return <Navigate to={`${basePath}/${organizationRoleDetailsTabs[0]}`} replace />;
  }
  if (error && !role) {
    return (
      <DetailsLoadError
        error={error}
        notFoundText={t('organization_template.roles.not_found')}
        backTo={listPath}
        backToTitle={t('pages.organization_template.title')}
        onRetry={() => void refetch()}
      />
    );
  }

  return (
    <>
      <DetailsHeader
        title={role?.name}
        fallbackTitle={t('details.organization_role')}
        backTo={listPath}
        backToTitle={t('pages.organization_template.title')}
        icon={<KeyIcon size={28} />}
        meta={
          role && (
            <>
              <Tag variant="info">{t(`roles.types.${role.type}.name`)}</Tag>
              {role.description && <span>{role.description}</span>}
              <CopyField
                isInline
                value={role.id}
                label={t('organization_template.roles.role_id')}
                data-testid="organization-role-id"
              />
            </>
          )
        }
        actions={role && <DeleteButton role={role} />}
        tabs={role ? tabs : undefined}
      />
      {role ? (
        <Outlet context={{ role } satisfies OrganizationRoleOutletContext} />
      ) : (
        <PageSkeleton />
      )}
    </>
  );
}
