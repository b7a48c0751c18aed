import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';

interface HoverSubmenuTiming {
  openDelayMs: number;
  closeDelayMs: number;
}

const isMouse = (event: PointerEvent) => event.pointerType === 'mouse';

/**
 * Open state for a submenu that opens after hovering `openDelayMs` and closes `closeDelayMs`
 * after the pointer leaves, so that sweeping across the menu does not flicker submenus open.
 * Keyboard and click open at once. Radix asks to open on its own short hover timer too; those
 * requests are ignored because hover opening is timed here.
 */
export const useHoverSubmenu = ({ openDelayMs, closeDelayMs }: HoverSubmenuTiming) => {
  const [open, setOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const openRequestedByUser = useRef(false);
  const lastInputWasPointer = useRef(false);

  const clear = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
  }, []);
  const schedule = useCallback(
    (next: boolean, delayMs: number) => {
      clear();
      timer.current = window.setTimeout(() => {
        timer.current = undefined;
        setOpen(next);
      }, delayMs);
    },
    [clear],
  );
  useEffect(() => clear, [clear]);

  // Radix calls onOpenChange(true) synchronously inside the click or keydown it handles.
  const markUserRequest = () => {
    openRequestedByUser.current = true;
    queueMicrotask(() => {
      openRequestedByUser.current = false;
    });
  };

  const onOpenChange = (next: boolean) => {
    if (next) {
      if (openRequestedByUser.current) {
        clear();
        setOpen(true);
      }
      return;
    }
    if (lastInputWasPointer.current) {
      schedule(false, closeDelayMs);
    } else {
      clear();
      setOpen(false);
    }
  };

  const onPointerEnter = (event: PointerEvent) => {
    if (!isMouse(event)) {
      return;
    }
    lastInputWasPointer.current = true;
    if (open) {
      clear();
    } else {
      schedule(true, openDelayMs);
    }
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (!isMouse(event)) {
      return;
    }
    if (open) {
      schedule(false, closeDelayMs);
    } else {
      clear();
    }
  };
  const onKeyDown = (_event: KeyboardEvent) => {
    lastInputWasPointer.current = false;
    markUserRequest();
  };

  return {
    open,
    onOpenChange,
    triggerProps: { onPointerEnter, onPointerLeave, onKeyDown, onClick: markUserRequest },
    contentProps: {
      onPointerEnter: (event: PointerEvent) => {
        if (isMouse(event)) {
          lastInputWasPointer.current = true;
          clear();
        }
      },
      onPointerLeave,
      onKeyDown,
    },
  };
};
