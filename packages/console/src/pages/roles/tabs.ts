import type { TabSegment } from '../../components/tab-items/use-tab-items';

/** Tabs of the role page; the first is where a bare id lands. */
export const roleDetailsTabs = ['permissions', 'users', 'machine-to-machine-apps', 'general'] as const satisfies readonly TabSegment[];
