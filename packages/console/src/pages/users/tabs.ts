import type { TabSegment } from '../../components/tab-items/use-tab-items';

/** Tabs of the user page; the first is where a bare id lands. */
export const userDetailsTabs = ['settings', 'roles', 'logs', 'organizations'] as const satisfies readonly TabSegment[];
