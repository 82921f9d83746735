// Billing's extra jsdom gaps, on top of @lp/shared/test-utils/setup (matchMedia, RTL cleanup):
// the statement table and dialogs reach layout APIs the placeholder remotes never touch.
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
