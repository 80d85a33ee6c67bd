/**
 * A bound on what a caller may send before anything walks it: the contract's inputs are a
 * few levels deep, so a message nested thousands of levels (which overflows the stack of a
 * recursive schema check) or holding millions of values is refused at once, with a reason.
 * The walk itself is iterative, so no input can overflow it.
 */
export interface ShapeLimits {
  /** Nesting of arrays and objects (the contract needs 6 at most). */
  maxDepth: number;
  /** Arrays, objects and values in all (a typed array counts as one: its bytes are not walked). */
  maxNodes: number;
}

export const MESSAGE_LIMITS: ShapeLimits = { maxDepth: 32, maxNodes: 200_000 };

/** Why a value exceeds the limits, or null when it does not. */
export function shapeProblem(value: unknown, limits: ShapeLimits = MESSAGE_LIMITS): string | null {
  const stack: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  let nodes = 0;
  while (stack.length > 0) {
    const { value: current, depth } = stack.pop()!;
    if (++nodes > limits.maxNodes) return `it holds more than ${limits.maxNodes} values`;
    if (current === null || typeof current !== 'object' || ArrayBuffer.isView(current)) continue;
    if (depth >= limits.maxDepth) return `it is nested more than ${limits.maxDepth} levels deep`;
    const children = Array.isArray(current) ? current : Object.values(current);
    for (const child of children) stack.push({ value: child, depth: depth + 1 });
  }
  return null;
}
