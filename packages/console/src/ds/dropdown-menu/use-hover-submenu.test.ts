import { languageSubmenu } from '@tessera/schemas';
import { act, renderHook } from '@testing-library/react';
import type { KeyboardEvent, PointerEvent } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useHoverSubmenu } from './use-hover-submenu';

const mouse = { pointerType: 'mouse' } as PointerEvent;
const touch = { pointerType: 'touch' } as PointerEvent;
const key = {} as KeyboardEvent;

const setup = () => renderHook(() => useHoverSubmenu(languageSubmenu));

describe('useHoverSubmenu', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens after 300 ms of hover and closes 100 ms after the pointer leaves', () => {
    const { result } = setup();
    act(() => result.current.triggerProps.onPointerEnter(mouse));
    act(() => vi.advanceTimersByTime(299));
    expect(result.current.open).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.open).toBe(true);

    act(() => result.current.triggerProps.onPointerLeave(mouse));
    act(() => vi.advanceTimersByTime(99));
    expect(result.current.open).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.open).toBe(false);
  });

  it('does not open when the pointer only passes over', () => {
    const { result } = setup();
    act(() => result.current.triggerProps.onPointerEnter(mouse));
    act(() => vi.advanceTimersByTime(200));
    act(() => result.current.triggerProps.onPointerLeave(mouse));
    act(() => vi.advanceTimersByTime(500));
    expect(result.current.open).toBe(false);
  });

  it('stays open while the pointer moves from the trigger into the submenu', () => {
    const { result } = setup();
    act(() => result.current.triggerProps.onPointerEnter(mouse));
    act(() => vi.advanceTimersByTime(300));
    act(() => result.current.triggerProps.onPointerLeave(mouse));
    act(() => vi.advanceTimersByTime(50));
    act(() => result.current.contentProps.onPointerEnter(mouse));
    act(() => vi.advanceTimersByTime(500));
    expect(result.current.open).toBe(true);
  });

  it("ignores the menu's own hover requests but opens at once for keyboard and click", async () => {
    const { result } = setup();
    act(() => result.current.onOpenChange(true));
    expect(result.current.open).toBe(false);

    act(() => {
      result.current.triggerProps.onKeyDown(key);
      result.current.onOpenChange(true);
    });
    expect(result.current.open).toBe(true);
    act(() => result.current.onOpenChange(false));
    expect(result.current.open).toBe(false);

    act(() => {
      result.current.triggerProps.onClick();
      result.current.onOpenChange(true);
    });
    expect(result.current.open).toBe(true);
  });

  it('leaves touch input to click handling', () => {
    const { result } = setup();
    act(() => result.current.triggerProps.onPointerEnter(touch));
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.open).toBe(false);
  });
});
