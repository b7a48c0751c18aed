import type { ConsolePhrases } from '@tessera/phrases';
import { useTranslation } from 'react-i18next';

import type { TabNavItem } from '../../ds/tab-nav/tab-nav';

export type TabKey = Exclude<keyof ConsolePhrases['tabs'], 'label'>;
type KebabCase<S extends string> = S extends `${infer Head}_${infer Tail}` ? `${Head}-${KebabCase<Tail>}` : S;
/** A tab's URL segment; its label is `tabs.{segment in snake_case}`. */
export type TabSegment = KebabCase<TabKey>;

const toTabKey = (segment: TabSegment) => segment.replaceAll('-', '_') as TabKey;

/** Link tabs for nested tab routes: `/{basePath}/{segment}` for each segment. */
export const useTabItems = (basePath: string, segments: readonly TabSegment[]): TabNavItem[] => {
  const { t } = useTranslation();
  return segments.map((segment) => ({ key: segment, label: t(`tabs.${toTabKey(segment)}`), to: `${basePath}/${segment}` }));
};
