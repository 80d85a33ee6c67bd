import Papa from 'papaparse';
import type { SeedUser } from './users';

type SeedColumn = Exclude<keyof SeedUser, 'custom'>;
const COLUMNS: Record<string, SeedColumn> = {
  name: 'name',
  email: 'email',
  givenname: 'givenName',
  surname: 'surName',
  phone: 'phone',
  position: 'position',
  foreignkey: 'foreignKey',
};
const CUSTOM = /^custom([1-9]|1[0-5])$/;
/** What an import accepts (user-row.ts): a spreadsheet that dropped the `+` is caught here, not at a lookup. */
const PHONE = /^\+\d+$/;

/**
 * Reads the users to seed from a CSV (`--users FILE.csv`): a header line naming `name` and
 * `email` (required) and `givenName`, `surName`, `phone`, `position` (optional, matched
 * without regard to case; missing names default to the name, a missing phone or position is
 * none), and the person's keys `custom1`..`custom15` and `foreignKey` (optional, kept as an
 * import keeps them); comma or semicolon separated. Every problem names the
 * file and the line.
 */
export function parseSeedUsersCsv(text: string, fileName: string): SeedUser[] {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    skipEmptyLines: 'greedy',
    delimitersToGuess: [',', ';'],
  });
  const rows = parsed.data;
  const header = rows[0];
  if (!header)
    throw new Error(`${fileName}: the file is empty; expected a header line with name,email,givenName,surName`);
  const index: Partial<Record<SeedColumn, number>> = {};
  const customs: { column: string; at: number }[] = [];
  header.forEach((cell, i) => {
    const key = cell.trim().toLowerCase();
    const column = COLUMNS[key];
    if (column && index[column] === undefined) index[column] = i;
    const custom = CUSTOM.exec(key);
    if (custom && !customs.some((c) => c.column === `custom${custom[1]}`))
      customs.push({ column: `custom${custom[1]}`, at: i });
  });
  for (const required of ['name', 'email'] as const) {
    if (index[required] === undefined)
      throw new Error(
        `${fileName}, line 1: no '${required}' column (the header has ${header.map((h) => `'${h}'`).join(', ')})`,
      );
  }
  const users: SeedUser[] = [];
  const names = new Map<string, number>();
  const emails = new Map<string, number>();
  rows.slice(1).forEach((row, i) => {
    const line = i + 2;
    const value = (column: SeedColumn) => (index[column] === undefined ? '' : (row[index[column]!] ?? '').trim());
    const name = value('name');
    const email = value('email');
    if (!name) throw new Error(`${fileName}, line ${line}: the name is empty`);
    if (!/^[^@\s]+@[^@\s]+$/.test(email))
      throw new Error(`${fileName}, line ${line}: '${email}' is not an e-mail address`);
    const sameName = names.get(name.toLowerCase());
    if (sameName) throw new Error(`${fileName}, line ${line}: the name '${name}' is already on line ${sameName}`);
    const sameEmail = emails.get(email.toLowerCase());
    if (sameEmail) throw new Error(`${fileName}, line ${line}: the e-mail '${email}' is already on line ${sameEmail}`);
    const phone = value('phone');
    if (phone !== '' && !PHONE.test(phone))
      throw new Error(
        `${fileName}, line ${line}: the phone '${phone}' is not in international format ('+' followed by digits)`,
      );
    names.set(name.toLowerCase(), line);
    emails.set(email.toLowerCase(), line);
    const position = value('position');
    const foreignKey = value('foreignKey');
    const custom: Record<string, string> = {};
    for (const { column, at } of customs) {
      const cell = (row[at] ?? '').trim();
      if (cell !== '') custom[column] = cell;
    }
    users.push({
      name,
      email,
      givenName: value('givenName') || name,
      surName: value('surName') || name,
      ...(phone ? { phone } : {}),
      ...(position ? { position } : {}),
      ...(foreignKey ? { foreignKey } : {}),
      ...(Object.keys(custom).length > 0 ? { custom } : {}),
    });
  });
  return users;
}
