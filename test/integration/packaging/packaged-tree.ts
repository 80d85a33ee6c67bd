import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface PackageJson {
  name: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as PackageJson;

/** Every package folder under `root/node_modules`, nested ones included. */
export function packageDirs(root: string): string[] {
  const found: string[] = [];
  const visit = (nodeModules: string) => {
    if (!existsSync(nodeModules)) return;
    for (const entry of readdirSync(nodeModules)) {
      if (entry.startsWith('.')) continue;
      const scoped = entry.startsWith('@');
      const names = scoped ? readdirSync(path.join(nodeModules, entry)).map((n) => path.join(entry, n)) : [entry];
      for (const name of names) {
        const dir = path.join(nodeModules, name);
        if (!existsSync(path.join(dir, 'package.json'))) continue;
        found.push(dir);
        visit(path.join(dir, 'node_modules'));
      }
    }
  };
  visit(path.join(root, 'node_modules'));
  return found;
}

/** Where Node would find package `name` when required from `fromDir`, without leaving `root`. */
export function resolvePackageDir(root: string, fromDir: string, name: string): string | null {
  let dir = path.resolve(fromDir);
  const top = path.resolve(root);
  for (;;) {
    const candidate = path.join(dir, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (dir === top || !dir.startsWith(top + path.sep)) return null;
    dir = path.dirname(dir);
  }
}

/**
 * The `dependencies` of packaged packages that Node could not find inside the package
 * (`"conf (needed by electron-store)"`). Optional dependencies may be absent.
 */
export function missingDependencies(root: string): string[] {
  const missing: string[] = [];
  for (const dir of packageDirs(root)) {
    const pkg = readJson(path.join(dir, 'package.json'));
    const optional = pkg.optionalDependencies ?? {};
    for (const dependency of Object.keys(pkg.dependencies ?? {})) {
      if (dependency in optional) continue;
      if (!resolvePackageDir(root, dir, dependency)) missing.push(`${dependency} (needed by ${pkg.name})`);
    }
  }
  return missing.sort();
}

/** Every file under `dir`, as `/`-separated paths relative to it. */
export function listFiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? listFiles(path.join(dir, entry.name), relative) : [relative];
  });
}
