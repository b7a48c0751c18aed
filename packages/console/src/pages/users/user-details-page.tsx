import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';

import { useUser } from '../../api/users/queries';
import { PageSkeleton } from '../../components/app-shell/page-skeleton';
import { CopyField } from '../../components/copy-field/copy-field';
import { DetailsHeader } from '../../components/details-header/details-header';
import { DetailsLoadError } from '../../components/details-load-error/details-load-error';
import { useTabItems } from '../../components/tab-items/use-tab-items';
import { useTenantPath } from '../../components/tenant-path/use-tenant-path';
import { UserAvatar } from '../../components/user-avatar/user-avatar';
import { userDisplayName } from '../../components/user-display-name/user-display-name';
import { Tag } from '../../ds/tag/tag';
import { UserHeaderActions } from './details/user-header-actions';
import type { UserOutletContext } from './details/use-user';
import { userDetailsTabs } from './tabs';

/** `/users/{id}/{tab}`: the user's header and actions, each tab a nested route in the outlet. */
export default function UserDetailsPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const tenantPath = useTenantPath();
  const basePath = tenantPath(`users/${id}`);
  const { data: user, error, refetch } = useUser(id);
  const tabs = useTabItems(basePath, userDetailsTabs);
  const listPath = tenantPath('users');

  // The bare path goes to the first tab at once, before the user has loaded.
  if (pathname === basePath) {
    return <Navigate to={`${basePath}/${userDetailsTabs[0]}`} replace />;
  }
  if (error && !user) {
    return (
      <DetailsLoadError
        error={error}
        notFoundText={t('users.details.not_found')}
        backTo={listPath}
        backToTitle={t('pages.users.title')}
        onRetry={() => void refetch()}
      />
    );
  }

  return (
    <>
      <DetailsHeader
        title={user && userDisplayName(user)}
        fallbackTitle={t('details.user')}
        backTo={listPath}
        backToTitle={t('pages.users.title')}
        icon={user && <UserAvatar user={user} size="large" />}
        meta={
          user && (
            <>
              {user.isSuspended && (
                <Tag variant="danger" data-testid="user-suspended-tag">
                  {t('users.details.suspended_tag')}
                </Tag>
              )}
              {[user.username, user.primaryEmail, user.primaryPhone].filter(Boolean).map((identifier) => (
                <span key={identifier}>{identifier}</span>
              ))}
              <CopyField isInline value={user.id} label={t('users.details.user_id')} data-testid="user-id" />
            </>
          )
        }
        actions={user && <UserHeaderActions user={user} />}
        tabs={user ? tabs : undefined}
      />
      {user ? <Outlet context={{ user } satisfies UserOutletContext} /> : <PageSkeleton />}
    </>
  );
}
