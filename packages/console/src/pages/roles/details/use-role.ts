import type { Role, RoleType } from '@tessera/schemas';
import { useOutletContext } from 'react-router';

import type { TabSegment } from '../../../components/tab-items/use-tab-items';
import { roleDetailsTabs } from '../tabs';

/** The holders tab of the other role type does not apply. */
const tabOfOtherType: Record<RoleType, TabSegment> = { User: 'machine-to-machine-apps', MachineToMachine: 'users' };

export const roleTabsOf = (type: RoleType) => roleDetailsTabs.filter((tab) => tab !== tabOfOtherType[type]);

export interface RoleOutletContext {
  role: Role;
}

/** The loaded role, for the tabs rendered in the details page's outlet. */
export const useRoleOutlet = () => useOutletContext<RoleOutletContext>();
