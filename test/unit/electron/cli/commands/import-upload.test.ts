// The CLI's upload and the app's (the CSV worker's session) are written by the one builder:
// the same file with the same options gives the same bytes, line map and credential sheet.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CredentialsFile } from '../../../../../electron/cli/commands/credentials-file';
import { prepareUpload } from '../../../../../electron/cli/commands/import-upload';
import type { CsvSeparator } from '../../../../../shared/csv/separator';
import type { Credential } from '../../../../../shared/users-csv/generated-passwords';
import type { CsvSessionEvent } from '../../../../../shared/users-csv/csv-session-protocol';
import type { PasswordPolicy } from '../../../../../shared/users-csv/password-policy';
import type { UploadStagingPort } from '../../../../../shared/users-csv/stage-upload';
import { DuplicateIndex } from '../../../../../shared/users-csv/duplicate-index';
import { CsvSession } from '../../../shared/users-csv/worker-session';
import { tempDir } from '../../../../helpers/temp-dir';

const FILE =
  'Benutzername;E-Mail;Vorname;Nachname;Passwort;Telefon\n' +
  'anna;anna@x.de;Anna;Alt;;+49301234567\n' + // blank password: generated
  'ben;not-an-address;Ben;Berg;;\n' + // an error: left out with valid-only
  'carl;carl@x.de;"Carl\nCharles";Cole;Own-Passw0rd!1;\n' + // a kept password, a line break in a value
  'dora;dora@x.de;Dora\n' + // a wrong field count
  'emil;emil@x.de;Emil;"Ek;dahl";  ;\n' + // blank (white space) password, the separator in a value
  'anna;anna2@x.de;Anna;Again;;\n'; // a duplicate name

const POLICY: PasswordPolicy = { minimumPasswordLength: 12, minimumNumbersOfDigits: 2, requiredNumbersOfSymbols: 1 };

/** The same passwords for both paths: Web Crypto's random values from a seeded generator. */
function seedRandom(seed: number) {
  let state = seed >>> 0;
  vi.spyOn(globalThis.crypto, 'getRandomValues').mockImplementation((array) => {
    const values = array as unknown as Uint32Array;
    for (let i = 0; i < values.length; i++) {
      state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
      values[i] = state;
    }
    return array;
  });
}

interface Upload {
  text: string;
  lineMap: number[];
  credentials: Credential[];
}

async function cliUpload(text: string, separator: CsvSeparator, generate: boolean): Promise<Upload> {
  const dir = tempDir();
  writeFileSync(path.join(dir, 'staff.csv'), text);
  const bytes: Uint8Array[] = [];
  let lineMap: number[] = [];
  const port: UploadStagingPort = {
    begin: async () => ({ uploadId: 'u' }),
    append: async ({ offset, bytes: chunk }) => {
      expect(offset).toBe(bytes.reduce((n, b) => n + b.length, 0));
      bytes.push(chunk.slice());
    },
    finish: async ({ uploadId, lineMap: map }) => {
      lineMap = Array.from(map);
      return { uploadId, records: map.length, bytes: 0 };
    },
    discard: async () => {
      throw new Error('the upload was discarded');
    },
  };
  const credentials: Credential[] = [];
  const sheet = { add: (c: Credential) => credentials.push(c), flush: async () => {} } as unknown as CredentialsFile;
  await prepareUpload(
    'staff.csv',
    dir,
    {
      separator,
      validOnly: true,
      keepWithErrors: false,
      policy: POLICY,
      generatePasswords: generate,
      credentials: generate ? sheet : null,
    },
    port,
  );
  return { text: new TextDecoder().decode(Buffer.concat(bytes)), lineMap, credentials };
}

async function sessionUpload(text: string, separator: CsvSeparator, generate: boolean): Promise<Upload> {
  const events: CsvSessionEvent[] = [];
  const session = new CsvSession((e) => events.push(e));
  await session.open(new Blob([text]), 'staff.csv', 'auto', 'auto');
  session.settings(POLICY, generate);
  let credentials: Credential[] = [];
  if (generate) {
    session.credentials(1, true);
    const reply = events.at(-1)!;
    if (reply.type !== 'credentials') throw new Error(`unexpected ${reply.type}`);
    // The session keeps each row with its credential for the app's letters; the sheet is the rest.
    credentials = reply.credentials.map(({ record: _record, ...sheet }) => sheet);
  }
  session.build(2, separator, true);
  const chunks: Uint8Array[] = [];
  for (;;) {
    session.buildNext(2);
    const event = events.at(-1)!;
    if (event.type === 'uploadChunk') chunks.push(event.bytes);
    else if (event.type === 'uploadDone')
      return { text: new TextDecoder().decode(Buffer.concat(chunks)), lineMap: Array.from(event.lineMap), credentials };
    else throw new Error(`unexpected ${event.type}`);
  }
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the upload of the CLI and of the CSV worker', () => {
  it.each([
    ['COMMA', false],
    ['SEMICOLON', false],
    ['COMMA', true],
    ['SEMICOLON', true],
  ] as const)(
    'are the same bytes, line map and sheet for one file, valid rows only (separator %s, generated passwords %s)',
    async (separator, generate) => {
      seedRandom(42);
      const cli = await cliUpload(FILE, separator, generate);
      seedRandom(42);
      const app = await sessionUpload(FILE, separator, generate);
      expect(cli).toEqual(app);
      // Only the valid rows: ben's address (3), dora's field count (6) and the second anna (8) are
      // left out, and the blank passwords of anna (2) and emil (7) unless they are generated.
      expect(cli.lineMap).toEqual(generate ? [2, 4, 7] : [4]);
      if (generate) {
        expect(cli.credentials.map((c) => c.name)).toEqual(['anna', 'emil']);
        for (const c of cli.credentials) expect(cli.text).toContain(c.password);
      } else {
        expect(cli.credentials).toEqual([]);
      }
    },
  );
});

describe("the CLI's upload of a big file", () => {
  it("sizes the check's duplicate indexes from the file's size, and uploads the same as a check told none", async () => {
    const lines = Array.from({ length: 3000 }, (_, i) => `u${i};u${i}@x.de;Given;Sur${i};Passw0rt-${i}!x;`);
    const text = `Benutzername;E-Mail;Vorname;Nachname;Passwort;Telefon\n${lines.join('\n')}\nu7;other@x.de;A;B;;\n`;
    const expectSpy = vi.spyOn(DuplicateIndex.prototype, 'expect');
    const told = await cliUpload(text, 'SEMICOLON', false);
    // The name and the e-mail index, each for about the file's 3,001 records.
    expect(expectSpy).toHaveBeenCalledTimes(2);
    for (const [keys] of expectSpy.mock.calls) {
      expect(keys).toBeGreaterThanOrEqual(3001);
      expect(keys).toBeLessThan(3001 * 1.25);
    }
    // The app's session is told no size: the same upload (the duplicate name left out).
    expect(told).toEqual(await sessionUpload(text, 'SEMICOLON', false));
    expect(told.lineMap).toHaveLength(3000);
  });
});
