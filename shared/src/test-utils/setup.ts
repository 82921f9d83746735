// Shared vitest setup for every package that renders React (and antd) under jsdom.
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

// Without vitest globals RTL cannot register its own cleanup, so renders would pile up across tests.
afterEach(() => cleanup());

// jsdom lacks matchMedia, which antd's responsive helpers call.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// antd's tables, selects and dialogs reach layout APIs jsdom lacks.
if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = ResizeObserverStub;
}

// antd measures scrollbars through getComputedStyle with a pseudo-element, which jsdom does not implement.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);
