import { useQuery } from '@tanstack/react-query';
import { useOutletContext } from 'react-router';

import { useApi } from '../../../api/use-api';
import type { Role, RoleType } from '../../../components/api-entities/role';
import type { TabSegment } from '../../../components/tab-items/use-tab-items';
import { roleDetailsTabs } from '../tabs';

export const rolePath = (id: string) => `api/roles/${id}`;

/** The role of a details page; a missing one (404) is shown by the page, not toasted. */
export const useRole = (id: string) => {
  const api = useApi({ hideErrorToast: ['entity.not_exists_with_id'] });
  return useQuery({
    queryKey: [rolePath(id)],
    queryFn: ({ signal }) => api.get<Role>(rolePath(id), { signal }),
  });
};

/** The holders tab of the other role type does not apply. */
const tabOfOtherType: Record<RoleType, TabSegment> = { User: 'machine-to-machine-apps', MachineToMachine: 'users' };

export const roleTabsOf = (type: RoleType) => roleDetailsTabs.filter((tab) => tab !== tabOfOtherType[type]);

export interface RoleOutletContext {
  role: Role;
}

/** The loaded role, for the tabs rendered in the details page's outlet. */
export const useRoleOutlet = () => useOutletContext<RoleOutletContext>();
