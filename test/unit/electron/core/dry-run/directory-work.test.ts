import { describe, expect, it } from 'vitest';
import type { ApiClient, FoundUser } from '../../../../../electron/core/api/api-client';
import type { RawResponse } from '../../../../../electron/core/api/http-errors';
import { AppError } from '../../../../../electron/core/errors';
import { directoryTasks } from '../../../../../electron/core/dry-run/directory-work';
import { readServerDirectory, ServerDirectory } from '../../../../../electron/core/dry-run/server-directory';
import type { CoreWork } from '../../../../../electron/core/work/core-work';
import { createFakeServer } from '../jobs/fakes';

/** Core's worker, its directory tasks run in this thread (what crosses is cloned, as a thread's message would be). */
function inThreadWork(): CoreWork & { tasks: string[] } {
  const tasks: string[] = [];
  const table = directoryTasks as unknown as Record<string, (input: unknown, context: unknown) => unknown>;
  return {
    tasks,
    busy: 0,
    dispose: async () => undefined,
    run: (async (task: string, input: unknown) => {
      tasks.push(task);
      await Promise.resolve();
      return structuredClone(
        table[task]!(structuredClone(input), { signal: new AbortController().signal, transfer() {} }),
      );
    }) as CoreWork['run'],
  };
}

/**
 * The fake server's user lookup as text, as the client's raw read gives it; `shape` writes a
 * page's body another way (a count in a string, not JSON at all).
 */
function rawClient(
  client: ApiClient,
  shape?: (page: { results: object[]; total: number | null }, call: number) => string,
) {
  let calls = 0;
  const raw: Pick<ApiClient, 'queryUsersRaw' | 'usersPage'> = {
    async queryUsersRaw(query, call) {
      const found = await client.queryUsers(query, call);
      // As the server sends them: the keys are fields of the record (custom1, ...).
      const page = { total: found.total, results: found.results.map(({ ids, ...user }) => ({ ...user, ...ids })) };
      const body = shape?.(page, ++calls) ?? JSON.stringify({ results: page.results, total: page.total });
      return { status: 200, headers: { 'content-type': 'application/json' }, body } satisfies RawResponse;
    },
    usersPage(response) {
      let body: { results: FoundUser[]; total: string | number };
      try {
        body = JSON.parse(response.body) as typeof body;
      } catch {
        throw new AppError('invalid-json', { operation: 'queryUsers', status: response.status, position: 0 });
      }
      return { total: Number(body.total), results: body.results };
    },
  };
  return { ...client, ...raw };
}

const users: FoundUser[] = Array.from({ length: 130 }, (_, i) => ({
  name: `user${String(i).padStart(3, '0')}`,
  email: i % 7 === 0 ? null : `User${i}@Example.com`,
  givenName: i % 5 === 0 ? 'Zoë' : `Given${i % 40}`,
  surName: `Sur${i % 40}`,
  ...(i % 3 === 0 ? { position: `7${String.fromCharCode(97 + (i % 4))}` } : {}),
  ...(i % 11 === 0 ? { activated: false } : {}),
  ...(i % 4 === 0 ? { ids: { custom1: `K${i}` } } : {}),
}));

/** Everything the comparison asks a directory, of every user. */
function contents(directory: ServerDirectory) {
  return Array.from({ length: directory.size }, (_, u) => [
    directory.name(u),
    directory.field(u, 'email'),
    directory.field(u, 'givenName'),
    directory.field(u, 'surName'),
    directory.field(u, 'position'),
    directory.key(u),
    directory.isDeactivated(u),
    directory.userNamed(directory.name(u).toUpperCase()),
    directory.userWithEmail(directory.field(u, 'email')),
    directory.userWithKey(directory.key(u)),
    directory.lookAlikes(directory.field(u, 'givenName'), directory.field(u, 'surName'), 4),
  ]);
}

describe("the organization read in core's worker thread", () => {
  it('builds the directory the main thread builds, page by page in order, pages asked at wrong offsets dropped', async () => {
    // Pages of 40, but one of 30: the pages asked ahead at 80 and 120 are at the wrong offsets,
    // dropped and asked again at 70 and 110.
    const fake = createFakeServer({ users });
    const server = {
      client: {
        ...fake.client,
        queryUsers: (query, call) => fake.client.queryUsers({ ...query, limit: query.offset === 40 ? 30 : 40 }, call),
      } satisfies ApiClient,
    };
    const pagesHere: [number, number | null][] = [];
    const here = await readServerDirectory(server.client, {
      idColumn: 'custom1',
      onPage: (read, total) => pagesHere.push([read, total]),
    });
    const work = inThreadWork();
    const pagesThere: [number, number | null][] = [];
    const there = await readServerDirectory(rawClient(server.client), {
      idColumn: 'custom1',
      work,
      onPage: (read, total) => pagesThere.push([read, total]),
    });
    expect(pagesThere).toEqual(pagesHere);
    expect(there.reads).toBe(here.reads);
    expect(there.directory.size).toBe(130);
    expect(contents(there.directory)).toEqual(contents(here.directory));
    expect([...there.directory.answered].sort()).toEqual([...here.directory.answered].sort());
    expect(there.directory.keyed).toBe(here.directory.keyed);
    expect(work.tasks.filter((t) => t === 'directoryTake')).toHaveLength(4);
    // Read there but never taken: the pages at the wrong offsets.
    expect(work.tasks.filter((t) => t === 'directoryRead').length).toBeGreaterThan(4);
    expect(fake.calls.lookup.map((c) => c.offset)).toContain(80);
    expect(work.tasks.at(-1)).toBe('directoryFinish');
  });

  it('stops as the main thread does where the server answers the same page whatever the offset', async () => {
    const server = createFakeServer({ users: users.slice(0, 30) });
    const repeating: ApiClient = {
      ...server.client,
      queryUsers: (query, call) => server.client.queryUsers({ ...query, offset: 0, limit: 10 }, call),
    };
    const here = await readServerDirectory(repeating, { pageSize: 10 });
    const there = await readServerDirectory(rawClient(repeating), { pageSize: 10, work: inThreadWork() });
    expect([there.reads, there.directory.size]).toEqual([here.reads, here.directory.size]);
    expect(there.directory.size).toBe(10);
  });

  it('reads a page that is not plain on the main thread, and fails as the client fails on one that is not JSON', async () => {
    const server = createFakeServer({ users, pageCap: 50 });
    const here = await readServerDirectory(server.client, {});
    // The second page's count in a string: the schema's to read.
    const counted = rawClient(server.client, (page, call) =>
      call === 2 ? JSON.stringify({ results: page.results, total: String(page.total) }) : undefined!,
    );
    const there = await readServerDirectory(counted, { work: inThreadWork() });
    expect(contents(there.directory)).toEqual(contents(here.directory));

    const work = inThreadWork();
    const broken = rawClient(server.client, (page, call) => (call === 2 ? '{"results": [' : undefined!));
    await expect(readServerDirectory(broken, { work })).rejects.toMatchObject({ code: 'invalid-json' });
    await new Promise((resolve) => setImmediate(resolve));
    expect(work.tasks).toContain('directoryDrop');
  });

  it('moves a directory to another thread and back whole (its parts, typed arrays)', () => {
    const directory = new ServerDirectory('custom1');
    for (const user of users) directory.add(user);
    directory.markNamed(3);
    const moved = ServerDirectory.fromParts(structuredClone(directory.toParts()));
    expect(contents(moved)).toEqual(contents(directory));
    expect([moved.isNamed(3), moved.notNamedCount]).toEqual([true, 129]);
    expect([...moved.answered].sort()).toEqual([...directory.answered].sort());
    moved.add({ name: 'later', email: 'later@example.com', givenName: 'Zoë', surName: 'Sur0' });
    expect(moved.lookAlikes('Zoe', 'Sur0', 10)).toContain(moved.userNamed('later'));
  });
});
