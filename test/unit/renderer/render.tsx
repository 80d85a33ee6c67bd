import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { theme } from '../../../renderer/app/theme';

/** happy-dom lacks matchMedia and ResizeObserver, which Mantine uses. */
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
