import type { TabSegment } from '../../components/tab-items/use-tab-items';

/** Tabs of the organization page; the first is where a bare id lands. */
export const organizationDetailsTabs = [
  'settings',
  'members',
  'machine-to-machine',
] as const satisfies readonly TabSegment[];
