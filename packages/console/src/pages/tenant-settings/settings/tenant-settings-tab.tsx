import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';

import { useDeleteTenant } from '../../../api/tenants/mutations';
import { useTenant, useTenants } from '../../../api/tenants/queries';
import { DangerZone } from '../../../components/danger-zone/danger-zone';
import { NotFound } from '../../../components/not-found/not-found';
import { skipUnsavedChangesGuard } from '../../../components/unsaved-changes-guard/use-unsaved-changes-guard';
import { EmptyState } from '../../../ds/empty-state/empty-state';
import { LoadingView } from '../../../ds/loading-view/loading-view';
import { useToast } from '../../../ds/toast/use-toast';
import { DeleteTenantDialog } from './delete-tenant-dialog';
import { TenantSettingsForm } from './tenant-settings-form';

/** `/tenant-settings/settings` (cloud): the tenant's own settings and its deletion, for admins. */
export default function TenantSettingsTab() {
  const { t } = useTranslation();
  const { tenantId = '' } = useParams();
  const tenant = useTenant(tenantId);
  const { data: tenants = [] } = useTenants();
  const deleteTenant = useDeleteTenant(tenantId);
  const toast = useToast();
  const navigate = useNavigate();
  const [isDeleteOpen, setDeleteOpen] = useState(false);

  if (tenant.isPending) {
    return <LoadingView label={t('general.loading')} />;
  }
  if (tenant.isError) {
    return <EmptyState title={t('tenants.loading_failed')} />;
  }
  if (!tenant.data) {
    // Not one of the user's tenants.
    return <NotFound />;
  }
  const current = tenant.data;
  const canEdit = current.role === 'admin';

  const remove = async () => {
    await deleteTenant.mutateAsync();
    setDeleteOpen(false);
    toast.success(t('tenants.deleted', { name: current.name }));
    const next = tenants.find(({ id }) => id !== current.id);
    navigate(next ? `/${next.id}` : '/', { replace: true, state: skipUnsavedChangesGuard });
  };

  return (
    <>
      <TenantSettingsForm key={current.id} tenant={current} canEdit={canEdit} />
      <DangerZone
        description={t('tenants.delete_description')}
        buttonText={t('tenants.delete_button')}
        disabled={!canEdit}
        onDelete={() => setDeleteOpen(true)}
        data-testid="delete-tenant"
      />
      <DeleteTenantDialog tenant={current} open={isDeleteOpen} onOpenChange={setDeleteOpen} onConfirm={remove} />
    </>
  );
}

