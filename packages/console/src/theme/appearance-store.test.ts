import { storageKeys } from '@tessera/schemas';
import { beforeEach, describe, expect, it } from 'vitest';

import { setPrefersDark } from '../test/match-media';
import { createAppearanceStore, resolveTheme } from './appearance-store';

const createStore = () =>
  createAppearanceStore({
    storage: window.localStorage,
    matchMedia: (query) => window.matchMedia(query),
    root: document.documentElement,
  });

beforeEach(() => {
  setPrefersDark(false);
});

describe('appearance', () => {
  it('resolves system mode from the OS preference', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
  });

  it('follows the OS theme live in system mode', () => {
    const store = createStore();
    const stop = store.start();
    expect(store.getMode()).toBe('system');
    expect(document.documentElement.dataset.theme).toBe('light');

    setPrefersDark(true);
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(store.getTheme()).toBe('dark');
    setPrefersDark(false);
    expect(document.documentElement.dataset.theme).toBe('light');
    stop();
  });

  it('keeps an explicit choice whatever the OS says, and remembers it', () => {
    const store = createStore();
    const stop = store.start();
    store.setMode('dark');
    expect(window.localStorage.getItem(storageKeys.appearanceMode)).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    setPrefersDark(false);
    expect(document.documentElement.dataset.theme).toBe('dark');
    stop();

    expect(createStore().getMode()).toBe('dark');
  });

  it('ignores an unknown stored value', () => {
    window.localStorage.setItem(storageKeys.appearanceMode, 'sepia');
    expect(createStore().getMode()).toBe('system');
  });
});
