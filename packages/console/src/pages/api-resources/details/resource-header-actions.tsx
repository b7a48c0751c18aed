import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';

import { useApi } from '../../../api/use-api';
import type { Resource } from '../../../components/api-entities/resource';
import { useConfirm } from '../../../components/confirm/use-confirm';
import { invalidatePaths } from '../../../components/page-query/invalidate-paths';
import { useTenantPath } from '../../../components/tenant-path/use-tenant-path';
import { skipUnsavedChangesGuard } from '../../../components/unsaved-changes-guard/use-unsaved-changes-guard';
import { Button } from '../../../ds/button/button';
import { buttonClassName } from '../../../ds/button/button-class-name';
import { CodeIcon, TrashIcon } from '../../../ds/icons/action-icons';
import { useToast } from '../../../ds/toast/use-toast';
import { resourceGuideId } from '../guide/resource-guide-id';
import { resourcePath } from './use-resource';

/** Deletes an API resource after confirming; the Management API cannot be deleted. */
export const useDeleteResource = (resource: Resource) => {
  const { t } = useTranslation();
  const api = useApi();
  const { show } = useConfirm();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const tenantPath = useTenantPath();

  return async () => {
    const [confirmed] = await show({
      title: t('shared_form.delete_confirm_title', { name: resource.name }),
      content: t('api_resources.details.delete_confirm'),
      confirmButtonText: t('shared_list.delete'),
      isDanger: true,
    });
    if (!confirmed) {
      return false;
    }
    await api.delete(resourcePath(resource.id));
    toast.success(t('shared_form.deleted', { name: resource.name }));
    queryClient.removeQueries({ queryKey: [resourcePath(resource.id)] });
    await invalidatePaths(queryClient, 'api/resources', 'api/roles');
    navigate(tenantPath('api-resources'), { replace: true, state: skipUnsavedChangesGuard });
    return true;
  };
};

/** The guide link and the delete button of an API resource's header. */
export const ResourceHeaderActions = ({ resource }: { resource: Resource }) => {
  const { t } = useTranslation();
  const tenantPath = useTenantPath();
  const deleteResource = useDeleteResource(resource);
  return (
    <>
      <Link
        to={tenantPath(`api-resources/${resource.id}/guide/${resourceGuideId}`)}
        className={buttonClassName({ variant: 'outline' })}
        data-testid="resource-guide-link"
      >
        <CodeIcon size={16} />
        {t('api_resources.details.guide')}
      </Link>
      {!resource.isManagementApi && (
        <Button
          variant="outline"
          icon={<TrashIcon size={16} />}
          data-testid="resource-delete-button"
          onClick={() => void deleteResource().catch(() => undefined)}
        >
          {t('api_resources.details.delete')}
        </Button>
      )}
    </>
  );
};
