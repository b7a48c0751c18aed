import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { useRemoveTenantMember } from '../../../api/tenant-members/mutations';
import { useConfirm } from '../../../components/confirm/use-confirm';
import { Button } from '../../../ds/button/button';
import { useToast } from '../../../ds/toast/use-toast';

/** The signed-in member leaves the tenant, once confirmed, and lands on the console root. */
export const LeaveTenantButton = ({ tenantId, userId }: { tenantId: string; userId: string }) => {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const { show } = useConfirm();
  const leave = useRemoveTenantMember(tenantId);

  const confirmLeave = async () => {
    const [confirmed] = await show({
      title: t('tenant_members.leave'),
      content: t('tenant_members.leave_confirm'),
      confirmButtonText: t('tenant_members.leave'),
      isDanger: true,
    });
    if (confirmed) {
      await leave.mutateAsync(userId);
      toast.success(t('tenant_members.left'));
      await navigate('/', { replace: true });
    }
  };

  return (
    <Button
      variant="outline"
      isLoading={leave.isPending}
      data-testid="leave-tenant-button"
      onClick={() => void confirmLeave().catch(() => undefined)}
    >
      {t('tenant_members.leave')}
    </Button>
  );
};
