import { installMatchMedia } from './match-media';

// Browser APIs jsdom lacks and Radix or the theme code uses.
installMatchMedia();

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub;

Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.setPointerCapture ??= () => {};
Element.prototype.releasePointerCapture ??= () => {};
Element.prototype.scrollIntoView ??= () => {};
HTMLElement.prototype.scrollTo ??= () => {};
