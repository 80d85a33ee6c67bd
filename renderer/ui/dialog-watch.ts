/**
 * Whether a modal dialog is open, from the page itself (any element with aria-modal, as every
 * Mantine Modal's content has), so that whatever shows over the screen (notify.ts) can give
 * way to a dialog without each dialog telling it.
 */
export const dialogOpen = (): boolean => document.querySelector('[aria-modal="true"]') !== null;

/**
 * Calls `change` each time the page goes from no dialog to one, or back. Watches the whole
 * document's changes: the caller watches only while it needs to (its returned stop).
 */
export function watchDialogs(change: (open: boolean) => void): () => void {
  let open = dialogOpen();
  const observer = new MutationObserver(() => {
    const now = dialogOpen();
    if (now === open) return;
    open = now;
    change(now);
  });
  observer.observe(document.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['aria-modal'],
  });
  return () => observer.disconnect();
}
