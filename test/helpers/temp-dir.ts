import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A fresh data folder for one core, store or CLI run. */
export const tempDir = (prefix = 'mdm-test-'): string => mkdtempSync(path.join(os.tmpdir(), prefix));
