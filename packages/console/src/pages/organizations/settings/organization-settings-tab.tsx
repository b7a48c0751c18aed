import { useTranslation } from 'react-i18next';

import {
  useOrganizationJitEmailDomains,
  useOrganizationJitRoles,
} from '../../../api/organizations/queries';
import { PageSkeleton } from '../../../components/app-shell/page-skeleton';
import { Button } from '../../../ds/button/button';
import { EmptyState } from '../../../ds/empty-state/empty-state';
import { useOrganizationOutlet } from '../details/use-organization';
import { OrganizationSettingsForm } from './organization-settings-form';

/** `/organizations/{id}/settings`: the form starts once the just-in-time settings are loaded. */
export default function OrganizationSettingsTab() {
  const { t } = useTranslation();
  const { organization } = useOrganizationOutlet();
  const domains = useOrganizationJitEmailDomains(organization.id);
  const roles = useOrganizationJitRoles(organization.id);

  if (domains.isError || roles.isError) {
    return (
      <EmptyState
        title={t('shared_list.load_failed')}
        action={
          <Button
            onClick={() => {
              void domains.refetch();
              void roles.refetch();
            }}
          >
            {t('shared_list.retry')}
          </Button>
        }
      />
    );
  }
  if (!domains.data || !roles.data) {
    return <PageSkeleton />;
  }
  return (
    <OrganizationSettingsForm
      organization={organization}
      jitEmailDomains={domains.data.map((domain) => domain.emailDomain)}
      jitRoleIds={roles.data.map((role) => role.id)}
    />
  );
}
