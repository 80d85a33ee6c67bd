// Electronegativity (Doyensec's audit of Electron's security checklist) over the Electron shell:
// main, preload, the core and shared code main runs, the renderer it loads (index.html holds the
// CSP), and package.json (launch flags in npm scripts). `npm test` runs this and fails on any
// finding or any file the tool could not parse: the tool itself exits 0 whatever it finds.
// The report goes to test-results/electronegativity.json. `node scripts/electronegativity.mjs DIR`
// scans DIR as it is instead (its tests use that on small fixtures).
//
// A reviewed false positive at one place is marked there, with its reason beside it
// (`eng-disable CHECK_ID`, the tool's own inline mechanism), so that the check still runs
// everywhere else. Checks left out entirely are below, each with its reason.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);

/** What the Electron shell consists of, relative to the project root. */
export const SHELL_PARTS = ['electron', 'shared', 'renderer', 'package.json'];

/** Checks that are not run (class names, as the tool's exclusion list takes them). */
export const EXCLUDED_CHECKS = {
  // The Blink feature this check wants disabled (`disableBlinkFeatures: 'Auxclick'`) no longer
  // exists: `auxclick` shipped in Chrome 55 and its runtime flag was removed, so the remedy is a
  // no-op in Electron 45. The threat it names, a middle click opening a link in a new window, is
  // closed by setWindowOpenHandler denying every window (electron/main/security.ts, tested in
  // test/unit/electron/main/security.test.ts). Every BrowserWindow would be flagged forever.
  AuxclickJSCheck: 'remedy is a no-op in current Chromium; new windows are denied by setWindowOpenHandler',
  // These two compare the Electron version with the list of releases the tool downloads from
  // releases.electronjs.org at run time: the answer depends on the day and the network, not on
  // the code (offline it cannot run at all, and online a new Electron patch would turn every
  // commit red at once). Keeping Electron current is the dependency updates' job.
  ElectronVersionJSONCheck: 'feeds only AvailableSecurityFixesGlobalCheck',
  AvailableSecurityFixesGlobalCheck: 'needs the network; judges the day, not the code',
};

/** The installed Electron's version: the tool's defaults differ by version (sandbox, contextIsolation...). */
export function installedElectronVersion(root = process.cwd()) {
  return JSON.parse(readFileSync(path.join(root, 'node_modules/electron/package.json'), 'utf8')).version;
}

/**
 * Runs the tool over `dir` (a folder laid out like the project) and returns what it found:
 * `findings` (`{id, file, line, column, severity, confidence, description, sample}`) and
 * `parseErrors` (files it could not read: a file it cannot parse is a file it did not check).
 */
export async function electronegativity(dir, { electronVersion, excluded = Object.keys(EXCLUDED_CHECKS) } = {}) {
  const run = require('@doyensec/electronegativity');
  const result = await run(
    { input: dir, isRelative: true, electronVersionOverride: electronVersion, excludeFromScan: excluded },
    false,
  );
  return {
    findings: result.issues.map((issue) => ({
      id: issue.id,
      file: issue.file,
      line: issue.location.line,
      column: issue.location.column,
      severity: issue.severity.name ?? String(issue.severity),
      confidence: issue.confidence.name ?? String(issue.confidence),
      description: issue.description,
      sample: issue.sample,
    })),
    parseErrors: result.errors.filter((error) => !error.tolerable).map((error) => `${error.file}: ${error.message}`),
  };
}

/** Copies the shell's parts of `root` into a temporary folder (the tool takes one input folder). */
export function stageShell(root = process.cwd()) {
  const stage = mkdtempSync(path.join(os.tmpdir(), 'mdm-electronegativity-'));
  for (const part of SHELL_PARTS) cpSync(path.join(root, part), path.join(stage, part), { recursive: true });
  return stage;
}

export function formatFinding(finding) {
  return `${finding.id} (${finding.severity}, ${finding.confidence}) ${finding.file}:${finding.line}:${finding.column}\n    ${finding.description}\n    ${finding.sample ?? ''}`;
}

async function main(dir) {
  const stage = dir ? null : stageShell();
  try {
    const { findings, parseErrors } = await electronegativity(dir ?? stage, {
      electronVersion: installedElectronVersion(),
    });
    if (!dir) {
      mkdirSync('test-results', { recursive: true });
      writeFileSync('test-results/electronegativity.json', JSON.stringify({ findings, parseErrors }, null, 2));
    }
    for (const error of parseErrors) console.error(`could not parse ${error}`);
    for (const finding of findings) console.error(formatFinding(finding));
    const scanned = dir ?? SHELL_PARTS.join(', ');
    console.log(`Electronegativity: ${findings.length} findings, ${parseErrors.length} unparsed files (${scanned})`);
    process.exitCode = findings.length === 0 && parseErrors.length === 0 ? 0 : 1;
  } finally {
    if (stage) rmSync(stage, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main(process.argv[2]);
