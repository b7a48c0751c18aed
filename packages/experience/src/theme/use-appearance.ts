import { useSyncExternalStore } from 'react';

import { getAppearance, subscribeAppearance, type Appearance } from './appearance-store';

/** The chosen appearance mode and the theme in effect, updated when the OS switches. */
export const useAppearance = (): Appearance =>
  useSyncExternalStore(subscribeAppearance, getAppearance, getAppearance);
