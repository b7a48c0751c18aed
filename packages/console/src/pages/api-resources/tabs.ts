import type { TabSegment } from '../../components/tab-items/use-tab-items';

/** Tabs of the api resource page; the first is where a bare id lands. */
export const apiResourceDetailsTabs = ['permissions', 'general'] as const satisfies readonly TabSegment[];
