/** Files exactly as version 1 of the app wrote them. */
export const LEGACY_REPORT = {
  version: 1,
  columns: ['name', 'email', 'password', 'phone'],
  lines: [
    {
      line: 2,
      sourceLine: 4,
      status: 'SUCCESS',
      message: 'User stored.',
      values: { name: 'ann', email: 'a@x.org', phone: '+491' },
    },
    {
      line: 4,
      sourceLine: 9,
      status: 'FAILED',
      message: 'Bad phone.',
      values: { name: 'cid', email: 'c,"d"@x.org', phone: '12' },
    },
    { line: 7, sourceLine: null, status: 'FAILED', message: 'No such line.', values: {} },
    { line: -1, sourceLine: null, status: 'FAILED', message: 'General.', values: {} },
  ],
};
export const LEGACY_ROWS = {
  version: 1,
  columns: ['name', 'email', 'password'],
  records: [
    ['ann', 'a@x.org', ''],
    ['bob', 'b;b@x.org', ''],
  ],
  lineMap: [],
};
