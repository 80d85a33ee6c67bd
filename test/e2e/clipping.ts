import type { Page } from 'playwright-core';

export interface ClippedText {
  /** What the element is: its tag, test id or Mantine part, for the report. */
  where: string;
  text: string;
  /** `clipped`: the text is wider than its box (cut off or spilling); `wrapped`: a one-line text broke onto a second line. */
  how: 'clipped' | 'wrapped';
}

/**
 * The texts of buttons, tabs, badges, steps, headings, labels and table headers that do not
 * fit on the screen as it is now: wider than their box (`scrollWidth > clientWidth`: cut off
 * by `overflow: hidden`, or spilling over a neighbour), or, for texts meant for one line
 * (tabs, badges, steps, navigation, headings, the import's file name), broken onto two lines.
 * A button may wrap where it was made to grow with its text; a one-line button cannot wrap,
 * it is cut off, which counts. A select's chosen value must fit its input.
 * Only visible elements count; an element marked `data-clip-ok` (a grid cell whose ellipsis
 * is its design, with the full text a hover away) is left out.
 */
export async function clippedTexts(page: Page): Promise<ClippedText[]> {
  return page.evaluate(() => {
    const ONE_LINE =
      '[role="tab"], .mantine-Badge-root, .mantine-Stepper-stepLabel, .mantine-NavLink-label, h1, h2, h3, [data-testid="file-name"]';
    const FIT = `${ONE_LINE}, button, label, th, [role="columnheader"], .mantine-SegmentedControl-label`;
    const out: { where: string; text: string; how: 'clipped' | 'wrapped' }[] = [];
    const visible = (e: Element) => {
      const r = e.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) return false;
      const style = getComputedStyle(e);
      return style.visibility !== 'hidden' && style.display !== 'none';
    };
    const nameOf = (e: Element) => {
      const testId = e.getAttribute('data-testid');
      const part = [...e.classList].find((c) => c.startsWith('mantine-'));
      return `${e.tagName.toLowerCase()}${testId ? `[data-testid=${testId}]` : ''}${part ? `.${part}` : ''}`;
    };
    /** True when the element's text covers more than one line (its text fragments' tops further apart than a line). */
    const wraps = (e: Element) => {
      const walker = document.createTreeWalker(e, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      let top = Infinity,
        bottom = -Infinity,
        height = Infinity;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent!.trim()) continue;
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) {
          if (rect.width === 0) continue;
          top = Math.min(top, rect.top);
          bottom = Math.max(bottom, rect.top);
          height = Math.min(height, rect.height);
        }
      }
      return bottom - top > 0.8 * height;
    };
    const seen = new Set<Element>();
    for (const root of document.querySelectorAll(FIT)) {
      if (!visible(root) || root.closest('[data-clip-ok]')) continue;
      const text = (root.textContent ?? '').trim();
      if (text === '') continue;
      // The element and every element inside it that holds text of its own (a button's label span).
      const boxes = [root, ...root.querySelectorAll('*')].filter(
        (e) => visible(e) && [...e.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim()),
      );
      for (const box of new Set([root, ...boxes])) {
        if (seen.has(box)) continue;
        seen.add(box);
        if (box.scrollWidth > box.clientWidth + 1 && box.clientWidth > 0)
          out.push({ where: nameOf(box), text: (box.textContent ?? '').trim(), how: 'clipped' });
      }
      if (root.matches(ONE_LINE) && wraps(root)) out.push({ where: nameOf(root), text, how: 'wrapped' });
    }
    // A select shows its choice in a read-only input: the choice must fit too.
    for (const input of document.querySelectorAll<HTMLInputElement>('input.mantine-Select-input')) {
      if (!visible(input) || input.closest('[data-clip-ok]')) continue;
      if (input.scrollWidth > input.clientWidth + 1)
        out.push({ where: nameOf(input), text: input.value, how: 'clipped' });
    }
    return out;
  });
}
