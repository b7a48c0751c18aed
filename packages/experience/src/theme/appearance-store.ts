import { appearanceModes, type AppearanceMode } from '@tessera/schemas';

/** Mirrored by public/theme-init.js, which applies the theme before React starts. */
export const appearanceStorageKey = 'experience:appearance-mode';
const darkSchemeQuery = '(prefers-color-scheme: dark)';

export type Theme = 'light' | 'dark';
export type Appearance = {
  mode: AppearanceMode;
  theme: Theme;
  /** The theme is not the user's to choose: the tenant turned dark mode off, or a preview sets it. */
  isForced: boolean;
};

const isAppearanceMode = (value: unknown): value is AppearanceMode =>
  typeof value === 'string' && (appearanceModes as readonly string[]).includes(value);

const readStoredMode = (): AppearanceMode => {
  try {
    const stored = window.localStorage.getItem(appearanceStorageKey);
    return isAppearanceMode(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
};

const darkSchemeMedia = (): MediaQueryList | undefined =>
  typeof window.matchMedia === 'function' ? window.matchMedia(darkSchemeQuery) : undefined;

let forcedTheme: Theme | undefined;

const themeFor = (mode: AppearanceMode): Theme =>
  forcedTheme ??
  (mode === 'dark' || (mode === 'system' && darkSchemeMedia()?.matches) ? 'dark' : 'light');

let current: Appearance = {
  mode: readStoredMode(),
  theme: themeFor(readStoredMode()),
  isForced: false,
};
const listeners = new Set<() => void>();

const publish = (mode: AppearanceMode) => {
  const next: Appearance = { mode, theme: themeFor(mode), isForced: forcedTheme !== undefined };
  document.documentElement.dataset.theme = next.theme;
  if (
    next.mode !== current.mode ||
    next.theme !== current.theme ||
    next.isForced !== current.isForced
  ) {
    current = next;
    for (const listener of listeners) {
      listener();
    }
  }
};

const onSystemSchemeChange = () => publish(current.mode);

/** For useSyncExternalStore; follows the OS setting live while anything is subscribed. */
export const subscribeAppearance = (listener: () => void) => {
  if (listeners.size === 0) {
    darkSchemeMedia()?.addEventListener('change', onSystemSchemeChange);
    // The OS may have switched between theme-init.js and now.
    publish(current.mode);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      darkSchemeMedia()?.removeEventListener('change', onSystemSchemeChange);
    }
  };
};

export const getAppearance = (): Appearance => current;

export const setAppearanceMode = (mode: AppearanceMode) => {
  try {
    window.localStorage.setItem(appearanceStorageKey, mode);
  } catch {
    // The choice still applies to this page.
  }
  publish(mode);
};

/**
 * Shows `theme` whatever the user chose (without storing it), or gives the choice back with
 * `undefined`.
 */
export const forceTheme = (theme: Theme | undefined) => {
  forcedTheme = theme;
  publish(current.mode);
};
