import { stat } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { createCore } from '../../../../../electron/core/create-core';
import type { Core } from '../../../../../electron/core/create-core';
import { createTranslator } from '../../../../../shared/i18n/translator';
import { letterOf } from '../../../../../shared/letters/letter';
import { letterPage } from '../../../../../shared/letters/letter-page';
import { lettersPdfInputSchema } from '../../../../../shared/letters/letter-page-schema';
import { TEST_CALLER } from '../../../../helpers/caller';
import { tempDir } from '../../../../helpers/temp-dir';
import { pdfPageTexts } from './pdf-text';

// The app's "Save as PDF" of the credential letters: the contract method, through core's call.

let core: Core | null = null;
afterEach(async () => {
  await core?.dispose();
  core = null;
});

const page = (name: string, password: string, address: 'du' | 'sie') =>
  letterPage(
    letterOf({ line: 2, name, givenName: 'Mia', surName: name, email: '', password }, '5a'),
    { schoolName: 'Grundschule Süd', portalUrl: 'https://portal.example', address },
    createTranslator('de').t,
  );

describe('letters.savePdf', () => {
  it('writes the pages as the CLI lays them out into a new file of mode 0600, offered for download', async () => {
    core = createCore({ shell: 'web', dataDir: tempDir('mdm-letters-'), resumeJobs: false });
    const outcome = await core.call(
      'letters.savePdf',
      {
        fileName: 'klasse.letters.pdf',
        title: 'Grundschule Süd · Zugangsbriefe',
        pages: [page('kurz', 'bamokesu47', 'du'), page('lang', 'tidofera58', 'du')],
      },
      TEST_CALLER,
    );
    expect(outcome.ok).toBe(true);
    const file = (outcome as { value: { fileId: string; fileName: string; mimeType: string } }).value;
    expect(file).toMatchObject({ fileName: 'klasse.letters.pdf', mimeType: 'application/pdf' });
    const stored = core.files.get(file.fileId)!;
    const texts = await pdfPageTexts(stored.path);
    expect(texts).toHaveLength(2);
    expect(texts[0]).toContain('Dein Zugang');
    expect(texts[0]).toContain('Startpasswort bamokesu47');
    expect(texts[1]).toContain('Startpasswort tidofera58');
    if (process.platform !== 'win32') expect((await stat(stored.path)).mode & 0o777).toBe(0o600);
  });

  it('refuses input the contract does not allow: no pages, or a name that is not a PDF', async () => {
    const pages = [page('kurz', 'bamokesu47', 'sie')];
    expect(lettersPdfInputSchema.safeParse({ fileName: 'x.letters.pdf', title: '', pages }).success).toBe(true);
    expect(lettersPdfInputSchema.safeParse({ fileName: 'x.letters.pdf', title: '', pages: [] }).success).toBe(false);
    expect(lettersPdfInputSchema.safeParse({ fileName: 'x.exe', title: '', pages }).success).toBe(false);
    core = createCore({ shell: 'web', dataDir: tempDir('mdm-letters-'), resumeJobs: false });
    const refused = await core.call('letters.savePdf', { fileName: 'x.csv', title: '', pages }, TEST_CALLER);
    expect(refused.ok).toBe(false);
  });
});
