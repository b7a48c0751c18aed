import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';

import { PageSkeleton } from '../../components/app-shell/page-skeleton';
import { useBuiltinNames } from '../../components/builtin-names/use-builtin-names';
import { CopyField } from '../../components/copy-field/copy-field';
import { DetailsHeader } from '../../components/details-header/details-header';
import { DetailsLoadError } from '../../components/details-load-error/details-load-error';
import { useTabItems } from '../../components/tab-items/use-tab-items';
import { useTenantPath } from '../../components/tenant-path/use-tenant-path';
import { KeyIcon } from '../../ds/icons/action-icons';
import { Tag } from '../../ds/tag/tag';
import { RoleHeaderActions } from './details/role-header-actions';
import { useRole } from '../../api/roles/queries';
import { roleTabsOf, type RoleOutletContext } from './details/use-role';
import { roleDetailsTabs } from './tabs';

/** `/roles/{id}/{tab}`; the holders tab follows the role type, the other one redirects. */
export default function RoleDetailsPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const tenantPath = useTenantPath();
  const builtinNames = useBuiltinNames();
  const basePath = tenantPath(`roles/${id}`);
  const { data: role, error, refetch } = useRole(id);
  const segments = role ? roleTabsOf(role.type) : roleDetailsTabs;
  const tabs = useTabItems(basePath, segments);
  const listPath = tenantPath('roles');
  const currentTab = pathname.slice(basePath.length + 1).split('/')[0];

  // The bare path goes to the first tab at once, before the role has loaded.
  if (pathname === basePath) {
    return <Navigate to={`${basePath}/${roleDetailsTabs[0]}`} replace />;
  }
  if (error && !role) {
    return (
      <DetailsLoadError
        error={error}
        notFoundText={t('roles.details.not_found')}
        backTo={listPath}
        backToTitle={t('pages.roles.title')}
        onRetry={() => void refetch()}
      />
    );
  }
  if (role && currentTab && !segments.some((segment) => segment === currentTab)) {
    return <Navigate to={`${basePath}/permissions`} replace />;
  }

  return (
    <>
      <DetailsHeader
        title={role && builtinNames.roleName(role.name)}
        fallbackTitle={t('details.role')}
        backTo={listPath}
        backToTitle={t('pages.roles.title')}
        icon={<KeyIcon size={28} />}
        meta={
          role && (
            <>
              <Tag variant="info">{t(`roles.types.${role.type}.name`)}</Tag>
              {role.isDefault && <Tag>{t('roles.list.default_tag')}</Tag>}
              <span>{builtinNames.roleDescription(role.description)}</span>
              <CopyField isInline value={role.id} label={t('roles.details.role_id')} data-testid="role-id" />
            </>
          )
        }
        actions={role && <RoleHeaderActions role={role} />}
        tabs={role ? tabs : undefined}
      />
      {role ? <Outlet context={{ role } satisfies RoleOutletContext} /> : <PageSkeleton />}
    </>
  );
}
