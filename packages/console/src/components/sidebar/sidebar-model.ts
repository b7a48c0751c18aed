import type { ConsolePhrases } from '@tessera/phrases';
import type { ComponentType } from 'react';

export type SidebarSectionKey = keyof ConsolePhrases['sidebar']['sections'];
/** Item keys are also the i18n keys of their labels and the `sidebar-item-{key}` test ids. */
export type SidebarItemKey = keyof ConsolePhrases['sidebar']['items'];

export interface SidebarModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

interface SidebarItemBase {
  key: SidebarItemKey;
  /** Kept in the model (for later toggles) but neither shown nor used as a landing page. */
  isHidden?: boolean;
}

/** Navigates to a path inside the current tenant. */
export interface SidebarRouteItem extends SidebarItemBase {
  path: string;
}

/** Opens a dialog instead of navigating. */
export interface SidebarModalItem extends SidebarItemBase {
  modal: ComponentType<SidebarModalProps>;
}

/** Opens an outside page in a new tab. */
export interface SidebarLinkItem extends SidebarItemBase {
  externalLink: string;
}

export type SidebarItem = SidebarRouteItem | SidebarModalItem | SidebarLinkItem;

export interface SidebarSection {
  key: SidebarSectionKey;
  items: readonly SidebarItem[];
}

export const isRouteItem = (item: SidebarItem): item is SidebarRouteItem => 'path' in item;

/** Sections with their hidden items removed; sections left empty disappear. */
export const getVisibleSections = (sections: readonly SidebarSection[]): SidebarSection[] =>
  sections
    .map((section) => ({ ...section, items: section.items.filter((item) => !item.isHidden) }))
    .filter((section) => section.items.length > 0);

/** The tenant's landing page: the first visible item that is a page (not a dialog or a link). */
export const findFirstSidebarItem = (sections: readonly SidebarSection[]): SidebarRouteItem | undefined =>
  getVisibleSections(sections)
    .flatMap((section) => section.items)
    .find(isRouteItem);
