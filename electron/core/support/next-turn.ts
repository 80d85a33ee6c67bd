/**
 * A turn of the event loop: long work in core yields here between slices, so that other
 * calls and I/O are served in between (a resolved promise would not let them).
 */
export const nextTurn = (): Promise<void> => new Promise<void>((resolve) => setImmediate(resolve));
