import { useSyncExternalStore } from 'react';

import { appearanceStore, type AppearanceStore } from './appearance-store';

/** The chosen appearance mode and a setter; re-renders when it changes. */
export const useAppearanceMode = (store: AppearanceStore = appearanceStore) => {
  const mode = useSyncExternalStore(store.subscribe, store.getMode);
  return [mode, store.setMode] as const;
};

/** The theme in effect (system mode resolved), following the OS setting live. */
export const useTheme = (store: AppearanceStore = appearanceStore) =>
  useSyncExternalStore(store.subscribe, store.getTheme);
