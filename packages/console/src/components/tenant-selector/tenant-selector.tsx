import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';

import { usePendingInvitations } from '../../api/invitations/queries';
import { useTenants } from '../../api/tenants/queries';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../ds/dropdown-menu/dropdown-menu';
import { ChevronRightIcon } from '../../ds/icons/icons';
import { Spinner } from '../../ds/spinner/spinner';
import { TenantStatusTag } from '../tenant-status/tenant-status-tag';
import styles from './tenant-selector.module.css';
import { TenantTag } from './tenant-tag';

interface TenantSelectorProps {
  /** Opens the create-tenant modal. */
  onCreateTenant: () => void;
}

/**
 * The topbar's tenant switch (cloud, spec 000 §2.6): the current tenant with its environment,
 * a menu of the user's tenants with a check on the current one, the pending invitations each
 * with Join (a red dot on the switch says there are some), and "Create tenant". A Radix
 * menu, so arrow keys, Enter and Escape work.
 */
export const TenantSelector = ({ onCreateTenant }: TenantSelectorProps) => {
  const { t } = useTranslation();
  const { tenantId } = useParams();
  const navigate = useNavigate();
  const tenants = useTenants();
  const current = tenants.data?.find(({ id }) => id === tenantId);
  const invitations = usePendingInvitations({ hideErrorToast: true });
  const hasInvitations = (invitations.data?.length ?? 0) > 0;

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <button
          type="button"
          className={styles.trigger}
          aria-label={current ? t('tenants.selector_label', { name: current.name }) : t('tenants.list_label')}
          data-testid="tenant-selector"
        >
          {current && (
            <>
              <span className={styles.name}>{current.name}</span>
              <TenantTag tag={current.tag} data-testid="current-tenant-tag" />
              <TenantStatusTag tenant={current} />
            </>
          )}
          {tenants.isPending && <Spinner size="small" />}
          <ChevronRightIcon size={16} className={styles.chevron} />
          {hasInvitations && (
            <span className={styles.dot} role="status" aria-label={t('invitation.has_pending')} data-testid="invitation-dot" />
          )}
        </button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className={styles.content} data-testid="tenant-menu">
        <DropdownMenuLabel>{t('tenants.list_label')}</DropdownMenuLabel>
        {tenants.isError && <div className={styles.error}>{t('tenants.loading_failed')}</div>}
        <DropdownMenuRadioGroup value={tenantId} onValueChange={(id) => navigate(`/${id}`)}>
          {tenants.data?.map((tenant) => (
            <DropdownMenuRadioItem key={tenant.id} value={tenant.id} data-testid={`tenant-${tenant.id}`}>
              <span className={styles.item}>
                <span className={styles.itemName}>{tenant.name}</span>
                <TenantTag tag={tenant.tag} />
                <TenantStatusTag tenant={tenant} />
                <span className={styles.plan} data-testid={`tenant-plan-${tenant.id}`}>{tenant.planName}</span>
              </span>
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
        {hasInvitations && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuLabel>{t('invitation.pending')}</DropdownMenuLabel>
            {invitations.data?.map((invitation) => (
              <DropdownMenuItem
                key={invitation.id}
                aria-label={t('invitation.join_tenant', { name: invitation.tenantName })}
                onSelect={() => void navigate(`/accept/${invitation.id}`)}
                data-testid={`join-invitation-${invitation.id}`}
              >
                <span className={styles.item}>
                  <span className={styles.itemName}>{invitation.tenantName}</span>
                  <TenantTag tag={invitation.tenantTag} />
                  <span className={styles.join}>{t('invitation.join')}</span>
                </span>
              </DropdownMenuItem>
            ))}
          </>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onCreateTenant} data-testid="create-tenant">
          {t('tenants.create_tenant')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
};
