import { builtinModules } from 'node:module';

/**
 * The module specifiers a built bundle loads at run time: static `import … from '…'`,
 * side-effect `import '…'`, `export … from '…'`, literal `import('…')` and `require('…')`, and
 * files of a package found at run time with `require.resolve('…')` (a `createRequire`'s
 * `require`, which esbuild may rename `require2`): that package must be installed as well.
 * esbuild prints one statement per line at the top level, so a line-anchored scan is exact
 * for our bundles; string contents that merely look like imports (inside template literals
 * or minified one-liners) are matched too, which errs on the side of reporting more.
 */
export function moduleSpecifiers(code: string): string[] {
  const found = new Set<string>();
  const patterns = [
    /^\s*import\s+(?:[\w$*{}\s,]+?\s+from\s+)?["']([^"']+)["']/gm,
    /^\s*export\s+(?:\*|\{[^}]*\})\s+from\s+["']([^"']+)["']/gm,
    /\bimport\(\s*["']([^"']+)["']\s*\)/g,
    /\brequire\(\s*["']([^"']+)["']\s*\)/g,
    /\brequire\d*\.resolve\(\s*["']([^"']+)["']\s*\)/g,
  ];
  for (const pattern of patterns) {
    for (const match of code.matchAll(pattern)) found.add(match[1]!);
  }
  return [...found].sort();
}

/** `node:fs`, `fs`, `fs/promises`: a module Node (and Electron's Node) provides. */
export function isNodeBuiltin(specifier: string): boolean {
  return specifier.startsWith('node:') || builtinModules.includes(specifier);
}

export const isRelative = (specifier: string): boolean => specifier.startsWith('.') || specifier.startsWith('/');

/** The npm package a bare specifier names: `zod/v4` → `zod`, `@scope/pkg/x` → `@scope/pkg`. */
export function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/** The npm packages a bundle loads (not built-ins, not relative files). */
export function bundlePackages(code: string): string[] {
  const names = moduleSpecifiers(code)
    .filter((s) => !isNodeBuiltin(s) && !isRelative(s))
    .map(packageName);
  return [...new Set(names)].sort();
}
