import type { TabSegment } from '../../components/tab-items/use-tab-items';

/** Tabs of the webhook page; the first is where a bare id lands. */
export const webhookDetailsTabs = ['settings', 'recent-requests'] as const satisfies readonly TabSegment[];
