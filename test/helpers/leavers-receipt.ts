/**
 * The receipt of a job that deactivated the three leavers of the leavers tests (school-roll.ts),
 * checked for its deactivation counts: all three sent, deactivated unless the server ignores
 * `activated`. Answers its text, for a test's checks that it names none of them.
 */
import { readFile } from 'node:fs/promises';
import { expect } from 'vitest';
import type { Core } from '../../electron/core/create-core';
import type { ExportedFile } from '../../shared/models/files';
import { ok } from './core-calls';

export async function leaversReceipt(core: Core, jobId: string, ignores: boolean): Promise<string> {
  const file = await ok<ExportedFile>(core, 'jobs.exportReceipt', { id: jobId });
  const text = await readFile(core.files.get(file.fileId)!.path, 'utf8');
  expect(JSON.parse(text).deactivation).toEqual({
    users: 3,
    sent: 3,
    deactivated: ignores ? 0 : 3,
    stillActive: ignores ? 3 : 0,
    notFound: 0,
    unchecked: 0,
  });
  return text;
}
