import type { Resource } from '@tessera/schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useDeleteResource } from '../../../api/resources/mutations';
import { useConfirmedDeletion } from '../../../components/confirmed-deletion/use-confirmed-deletion';
import { useTenantPath } from '../../../components/tenant-path/use-tenant-path';
import { Button } from '../../../ds/button/button';
import { buttonClassName } from '../../../ds/button/button-class-name';
import { CodeIcon, TrashIcon } from '../../../ds/icons/action-icons';
import { resourceGuideId } from '../guide/resource-guide-id';

/** Deletes an API resource after confirming, then goes back to the list; the Management API cannot be deleted. */
export const useConfirmedResourceDeletion = (resource: Resource) => {
  const { t } = useTranslation();
  const deleteResource = useDeleteResource(resource.id);
  return useConfirmedDeletion({
    name: resource.name,
    content: t('api_resources.details.delete_confirm'),
    remove: () => deleteResource.mutateAsync(undefined),
    backTo: 'api-resources',
  });
};

/** The guide link and the delete button of an API resource's header. */
export const ResourceHeaderActions = ({ resource }: { resource: Resource }) => {
  const { t } = useTranslation();
  const tenantPath = useTenantPath();
  const deleteResource = useConfirmedResourceDeletion(resource);
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
