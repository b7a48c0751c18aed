type Listener = (event: MediaQueryListEvent) => void;

/**
 * jsdom has no matchMedia. This fake answers `(prefers-color-scheme: dark)` from a switch that
 * tests flip with `setPrefersDark`, firing `change` like a browser does when the OS theme changes.
 */
const listeners = new Set<Listener>();
let prefersDark = false;

const createList = (query: string): MediaQueryList => {
  const list = {
    media: query,
    get matches() {
      return query.includes('dark') ? prefersDark : false;
    },
    onchange: null,
    addEventListener: (_type: string, listener: Listener) => listeners.add(listener),
    removeEventListener: (_type: string, listener: Listener) => listeners.delete(listener),
    addListener: (listener: Listener) => listeners.add(listener),
    removeListener: (listener: Listener) => listeners.delete(listener),
    dispatchEvent: () => true,
  };
  return list as unknown as MediaQueryList;
};

export const installMatchMedia = () => {
  window.matchMedia = createList;
};

export const setPrefersDark = (value: boolean) => {
  prefersDark = value;
  for (const listener of [...listeners]) {
    listener({ matches: value, media: '(prefers-color-scheme: dark)' } as MediaQueryListEvent);
  }
};
