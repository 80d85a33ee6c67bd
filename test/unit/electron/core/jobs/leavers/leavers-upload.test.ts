import { describe, expect, it } from 'vitest';
import { leaversUpload } from '../../../../../../electron/core/jobs/leavers/leavers-upload';
import { passwordProblems } from '../../../../../../electron/demo-server/password-rules';

const ROWS = [
  { name: 'anna.alt', email: 'anna@school.example', givenName: 'Anna', surName: 'Alt' },
  { name: 'ben;berg', email: 'ben@school.example', givenName: 'Ben "B"', surName: 'Berg' },
];

async function text(body: ReturnType<typeof leaversUpload>): Promise<string> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of body.open()) chunks.push(chunk);
  const bytes = Buffer.concat(chunks);
  expect(bytes.byteLength).toBe(body.size);
  return bytes.toString('utf8');
}

describe('leaversUpload', () => {
  it('holds the mandatory columns as the server has them, a password, and activated false', async () => {
    const lines = (await text(leaversUpload(ROWS, 'SEMICOLON', null))).trimEnd().split('\r\n');
    expect(lines[0]).toBe('name;email;givenName;surName;password;activated');
    expect(lines[1]).toMatch(/^anna\.alt;anna@school\.example;Anna;Alt;[^;]{24,};false$/);
    // Quoted where the separator or a quote is in a value.
    expect(lines[2]).toMatch(/^"ben;berg";ben@school\.example;"Ben ""B""";Berg;.+;false$/);
  });

  it("makes a new random password each time, within the organization's policy", async () => {
    const policy = { minimumPasswordLength: 10, maximumPasswordLength: 16, requiredNumbersOfSymbols: 2 };
    const password = async () =>
      (await text(leaversUpload(ROWS.slice(0, 1), 'COMMA', policy))).split('\r\n')[1]!.split(',')[4]!;
    const first = await password();
    const second = await password();
    expect(first).not.toBe(second);
    expect(first.length).toBe(16);
    expect(passwordProblems(first, 'anna.alt', policy)).toEqual([]);
  });
});
