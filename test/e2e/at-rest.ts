import type { Locator, Page } from 'playwright-core';

/** Frames running without movement before the page counts as at rest. */
const QUIET_FRAMES = 5;

/**
 * Waits until nothing on the page moves: no CSS animation or transition running (Mantine
 * slides a toast in, fades a popover, starting one or two frames after the element came)
 * and, when given, `watch`'s box the same, for several frames running, looked at once a
 * frame. For measuring where something comes to rest or letting axe read final colours,
 * instead of a fixed pause.
 */
export async function atRest(page: Page, watch?: Locator, timeout = 10_000): Promise<void> {
  const element = watch ? await watch.elementHandle() : null;
  await page.waitForFunction(
    ({ quietFrames, element }) => {
      const w = window as unknown as { __atRest?: { quiet: number; box: string } };
      const rect = element?.getBoundingClientRect();
      const box = rect ? `${rect.x},${rect.y},${rect.width},${rect.height}` : '';
      const moving = document.getAnimations().some((a) => a.playState === 'running' || a.pending);
      const last = w.__atRest;
      const quiet = !moving && last?.box === box ? last.quiet + 1 : 0;
      w.__atRest = quiet >= quietFrames ? undefined : { quiet, box };
      return quiet >= quietFrames;
    },
    { quietFrames: QUIET_FRAMES, element },
    { polling: 'raf', timeout },
  );
  await element?.dispose();
}
