import { appearanceModes, storageKeys, type AppearanceMode } from '@tessera/schemas';

export type Theme = 'light' | 'dark';

const darkQuery = '(prefers-color-scheme: dark)';

export const isAppearanceMode = (value: unknown): value is AppearanceMode =>
  typeof value === 'string' && (appearanceModes as readonly string[]).includes(value);

export const resolveTheme = (mode: AppearanceMode, prefersDark: boolean): Theme =>
  mode === 'system' ? (prefersDark ? 'dark' : 'light') : mode;

export interface AppearanceEnvironment {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  matchMedia: (query: string) => MediaQueryList;
  root: HTMLElement;
}

export interface AppearanceStore {
  getMode: () => AppearanceMode;
  getTheme: () => Theme;
  setMode: (mode: AppearanceMode) => void;
  subscribe: (listener: () => void) => () => void;
  /** Applies the theme now and follows the system setting live; returns a stop function. */
  start: () => () => void;
}

const readMode = (storage: AppearanceEnvironment['storage']): AppearanceMode => {
  try {
    const stored = storage.getItem(storageKeys.appearanceMode);
    return isAppearanceMode(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
};

/** Holds the appearance mode outside React so that the theme applies before anything renders. */
export const createAppearanceStore = (environment: AppearanceEnvironment): AppearanceStore => {
  const listeners = new Set<() => void>();
  const media = environment.matchMedia(darkQuery);
  let mode = readMode(environment.storage);
  let theme = resolveTheme(mode, media.matches);

  const update = () => {
    theme = resolveTheme(mode, media.matches);
    environment.root.dataset.theme = theme;
    for (const listener of listeners) {
      listener();
    }
  };

  return {
    getMode: () => mode,
    getTheme: () => theme,
    setMode: (next) => {
      mode = next;
      try {
        environment.storage.setItem(storageKeys.appearanceMode, next);
      } catch {
        // Not persisted when storage is unavailable; the choice still applies to this page.
      }
      update();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start: () => {
      update();
      media.addEventListener('change', update);
      return () => media.removeEventListener('change', update);
    },
  };
};

export const appearanceStore = createAppearanceStore({
  storage: window.localStorage,
  matchMedia: (query) => window.matchMedia(query),
  root: document.documentElement,
});
