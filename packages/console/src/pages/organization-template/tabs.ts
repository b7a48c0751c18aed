import type { TabSegment } from '../../components/tab-items/use-tab-items';

/** `/organization-template` lands on the first. */
export const organizationTemplateTabs = [
  'organization-roles',
  'organization-permissions',
] as const satisfies readonly TabSegment[];

/** `/organization-template/organization-roles/{id}` lands on the first. */
export const organizationRoleDetailsTabs = ['permissions', 'general'] as const satisfies readonly TabSegment[];
