import type { TabSegment } from '../../components/tab-items/use-tab-items';

/** Tabs of an application's page; the first is where `/applications/{id}` lands. */
export const applicationDetailsTabs = ['settings', 'roles'] as const satisfies readonly TabSegment[];
