import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { theme } from '../../../renderer/app/theme';

/** happy-dom has no matchMedia nor ResizeObserver; Mantine and the virtualizer ask for them. */
function polyfill(): void {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  // The virtualizer sizes its window from the scroller's clientHeight, which happy-dom
  // reports as 0 (no layout): give tables a screen's height so that rows render.
  if (!Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight')?.get?.name.startsWith('fake')) {
    const size = (name: string, px: number) =>
      Object.defineProperty(HTMLElement.prototype, name, {
        configurable: true,
        get: function fakeSize(this: HTMLElement) {
          return this.getAttribute('role') === 'table' ? px : 0;
        },
      });
    size('clientHeight', 120);
    size('clientWidth', 1000);
  }
}

export function renderWithMantine(ui: ReactElement) {
  polyfill();
  return render(<MantineProvider theme={theme}>{ui}</MantineProvider>);
}
