// Extra jsdom gaps, on top of @lp/shared/test-utils/setup (matchMedia, RTL cleanup): antd's table and
// selects reach layout APIs jsdom lacks.
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
