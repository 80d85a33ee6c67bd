// The raw import protocol beside `import-users`: upload (multipart, the file streamed), start,
// and read the job until FINISHED or FAILED every 100 ms, with a minimal client (fetch) and no
// report (the same with curl: raw-import-curl.sh). Usage: node raw-import.mjs BASE_URL FILE
// (token in MDM_TOKEN).
import { openAsBlob } from 'node:fs';
import path from 'node:path';

const [base, file] = process.argv.slice(2);
const headers = { 'X-User-Access-Token': process.env.MDM_TOKEN };
const call = async (method, where, body) => {
  const res = await fetch(new URL(where, base), { method, headers, body });
  if (!res.ok) throw new Error(`${method} ${where}: ${res.status} ${await res.text()}`);
  return res.json();
};
const form = new FormData();
form.set('file', await openAsBlob(file, { type: 'text/csv' }), path.basename(file));
const uploaded = await call('POST', '/api/management/v1/csvImport/upload/users', form);
const job = await call('POST', `/api/v1/security/users/import/fromFile/${uploaded.results[0].uuid}`);
for (;;) {
  const read = await call('GET', `/api/management/v1/csvImport/job/${job.uuid}`);
  const status = read.results[0].status;
  if (status === 'FINISHED' || status === 'FAILED') {
    console.log(status);
    break;
  }
  await new Promise((resolve) => setTimeout(resolve, 100));
}
