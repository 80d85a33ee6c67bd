// The bare user read beside the dry run: every user of the organization with a minimal client
// (fetch, no retries, no checks) in one process, in pages of the CLI's size: each answer read
// and parsed, as any client that uses the users must (curl in a shell loop: read-users-curl.sh).
// Usage: node read-users.mjs BASE_URL PAGE_SIZE (token in MDM_TOKEN); prints the users read.
const [base, size] = process.argv.slice(2);
const limit = Number(size);
let offset = 0;
let total = Infinity;
let read = 0;
while (offset < total) {
  const res = await fetch(new URL('/api/v1/security/users/baseInfo/query', base), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-User-Access-Token': process.env.MDM_TOKEN },
    body: JSON.stringify({ getNonpagedCount: true, limit, offset, sortOrder: { sortFields: [{ name: 'name' }] } }),
  });
  const body = await res.json();
  total = body.total ?? body.nonpagedCount;
  read += (body.results ?? body.items).length;
  offset += limit;
}
console.log(read);
