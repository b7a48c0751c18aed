import type { TabSegment } from '../../components/tab-items/use-tab-items';

/** Tabs of the enterprise sso page; the first is where a bare id lands. */
export const enterpriseSsoDetailsTabs = ['connection', 'experience'] as const satisfies readonly TabSegment[];
