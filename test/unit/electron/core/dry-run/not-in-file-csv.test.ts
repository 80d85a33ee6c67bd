import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { notInFileCsv, writeNotInFileCsv } from '../../../../../electron/core/dry-run/not-in-file-csv';
import { ServerDirectory } from '../../../../../electron/core/dry-run/server-directory';
import { tempDir } from '../../../../helpers/temp-dir';

function directoryWith(count: number, named: (i: number) => boolean) {
  const directory = new ServerDirectory();
  for (let i = 0; i < count; i++)
    directory.add({ name: `user${i}`, email: `user${i}@example.com`, givenName: `G${i}`, surName: `S${i}` });
  for (let i = 0; i < count; i++) if (named(i)) directory.markNamed(i);
  return directory;
}

describe('notInFileCsv', () => {
  it('lists the users no line names, with name, email, givenName, surName, through the formula guard', () => {
    const directory = new ServerDirectory();
    directory.add({ name: 'named', email: 'n@x.de', givenName: 'N', surName: 'A' });
    directory.add({ name: 'left', email: 'l@x.de', givenName: '=HYPERLINK("x")', surName: 'Doe, Jr.' });
    directory.markNamed(0);
    expect([...notInFileCsv(directory)].join('')).toBe(
      'name,email,givenName,surName\r\nleft,l@x.de,"\'=HYPERLINK(""x"")","Doe, Jr."\r\n',
    );
  });

  it('writes the export format asked: semicolons and a BOM for German Excel', () => {
    const text = [
      ...notInFileCsv(
        directoryWith(2, (i) => i === 0),
        { separator: 'SEMICOLON', bom: true },
      ),
    ].join('');
    expect(text).toBe('\uFEFFname;email;givenName;surName\r\nuser1;user1@example.com;G1;S1\r\n');
  });

  it('hands a long list over in pieces, every user once', () => {
    const pieces = [...notInFileCsv(directoryWith(12_000, (i) => i % 3 === 0))];
    expect(pieces.length).toBeGreaterThan(2);
    const lines = pieces.join('').split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(1 + 8_000);
    expect(lines[1]).toBe('user1,user1@example.com,G1,S1');
  });
});

describe('writeNotInFileCsv', () => {
  it('writes a file only its owner can read, and never over an existing one', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'left.csv');
    await writeNotInFileCsv(notInFileCsv(directoryWith(2, () => false)), file);
    expect((await readFile(file, 'utf8')).split('\r\n')[2]).toBe('user1,user1@example.com,G1,S1');
    if (process.platform !== 'win32') expect((await stat(file)).mode & 0o777).toBe(0o600);
    const existing = path.join(dir, 'existing.csv');
    await writeFile(existing, 'keep me');
    await expect(writeNotInFileCsv(notInFileCsv(directoryWith(1, () => false)), existing)).rejects.toMatchObject({
      code: 'invalid-argument',
      details: { reason: 'file-exists', file: existing },
    });
    expect(await readFile(existing, 'utf8')).toBe('keep me');
  });
});
