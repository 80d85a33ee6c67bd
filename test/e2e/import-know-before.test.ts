import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer } from '../../electron/demo-server/index';
import type { DemoServer } from '../../electron/demo-server/index';
import { clippedTexts } from './clipping';
import { openAppOnDemoServer } from './harness';
import type { OpenedApp } from './harness';

// Issue 12 in the app, against the demo server: the organization's password policy flags the
// passwords that break it, the dry run predicts each line, the summary says so, and the report
// shows the prediction beside the outcome.
let app: OpenedApp;
let server: DemoServer;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'know-before-e2e-'));
  server = await startDemoServer({
    jobRate: 0,
    devices: 1,
    passwordPolicy: { minimumPasswordLength: 10, minimumNumbersOfDigits: 1, requiredNumbersOfSymbols: 1 },
    users: [
      { name: 'old0', email: 'old0@example.com', givenName: 'Old', surName: 'Zero' },
      { name: 'other0', email: 'other0@example.com', givenName: 'Other', surName: 'Zero' },
    ],
  });
  app = await openAppOnDemoServer(server, 'mdm-e2e-kb-');
});
afterAll(async () => {
  await app?.close();
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('Know before you import', () => {
  it("flags the passwords the server's policy refuses, predicts every line, and the outcome matches", async () => {
    const { page } = app;
    await page.getByLabel('Sections').getByText('Import users', { exact: true }).click();
    const file = path.join(dir, 'know.csv');
    await writeFile(
      file,
      'name,email,givenName,surName,password\n' +
        'fresh,fresh@example.com,F,R,Passw0rd-1!\n' + // 2: new
        'old0,old0@example.com,O,Z,Passw0rd-2!\n' + // 3: exists: SKIPPED
        'taken,other0@example.com,T,K,Passw0rd-3!\n' + // 4: e-mail in use: FAILED
        'weak,weak@example.com,W,K,abcdefgh1\n', // 5: no symbol: flagged offline
    );
    await page.getByTestId('file-input').setInputFiles(file);
    await page.getByTestId('to-options').and(page.locator(':not([disabled])')).waitFor();
    await page.locator('[data-row="3"] [data-severity="error"]').waitFor();
    expect(await page.locator('[data-severity="error"]').count()).toBe(1);
    expect(await page.locator('[data-row="3"] [data-severity="error"]').getAttribute('title')).toMatch(
      /has 0 symbols; the policy requires at least 1/,
    );

    await page.getByTestId('predict').click();
    await page.getByTestId('predicted-counts').waitFor();
    const bar = await page.getByTestId('prediction-bar').textContent();
    expect(bar).toContain('1 new');
    expect(bar).toContain('1 skipped');
    expect(bar).toContain('2 failing');
    expect(
      await page.locator('[data-predicted]').evaluateAll((cells) => cells.map((c) => c.getAttribute('data-predicted'))),
    ).toEqual(['SUCCESS', 'SKIPPED', 'FAILED', 'FAILED']);
    await app.screenshot('know-before-01-predicted');
    // The prediction column's header and words whole at 1280x800 (German: german.test.ts).
    expect(await clippedTexts(page)).toEqual([]);
    expect(server.state.files.size).toBe(0);

    await page.getByTestId('to-options').click();
    expect(await page.getByTestId('summary-predicted').textContent()).toBe(
      'Predicted: 1 new, 1 skipped, 0 overwritten, 2 failing',
    );
    // The weak password's row stays here to fix; the others go.
    await page.getByLabel('Upload only the valid rows (the others stay here to fix)').check();
    await app.screenshot('know-before-02-summary');
    await page.getByTestId('start-import').click();
    await page
      .getByTestId('job-phase')
      .filter({ hasText: /Finished|Failed|error/ })
      .waitFor({ timeout: 30_000 });
    await page.getByTestId('report-table').waitFor();
    expect(await page.getByTestId('report-differing').textContent()).toBe('Every line ended as predicted.');
    const rows = await page
      .getByTestId('report-table')
      .locator('tbody tr')
      .evaluateAll((trs) =>
        trs.map((r) =>
          Array.from(r.querySelectorAll('td'))
            .slice(0, 3)
            .map((td) => td.textContent),
        ),
      );
    expect(rows).toEqual([
      ['2', 'New', 'Imported'],
      ['3', 'Skipped', 'Skipped'],
      ['4', 'Failing', 'Failed'],
    ]);
    await app.screenshot('know-before-03-report');
  });
});
