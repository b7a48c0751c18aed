import { useTranslation } from 'react-i18next';

import { Card } from '../../../ds/card/card';
import { EmptyState } from '../../../ds/empty-state/empty-state';

/** `/users/{id}/organizations`: this tenant has no organizations yet, and the tab says so. */
export default function UserOrganizationsTab() {
  const { t } = useTranslation();
  return (
    <Card data-testid="user-organizations">
      <EmptyState title={t('users.organizations.title')} description={t('users.organizations.description')} />
    </Card>
  );
}
