import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { theme } from '../../../renderer/app/theme';

/** happy-dom lacks matchMedia and ResizeObserver, which Mantine and the virtualizer use. */
export function polyfillDom(): void {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
  globalThis.ResizeObserver ??= class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  } as unknown as typeof ResizeObserver;
  Element.prototype.scrollIntoView ??= () => undefined;
  // The virtualized data table sizes its window from the scroller's clientHeight, which
  // happy-dom reports as 0 (no layout): give ARIA tables a screen's size so rows render.
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
  polyfillDom();
  return render(
    <MantineProvider theme={theme} env="test">
      <Notifications />
      {ui}
    </MantineProvider>,
  );
}
