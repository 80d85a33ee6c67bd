import { describe, expect, it } from 'vitest';
import type { CsvWorkerPort } from '../../../../renderer/workers/csv-client';
import { CsvWorkerClient } from '../../../../renderer/workers/csv-worker-client';
import type { CsvWorkerNews } from '../../../../renderer/workers/csv-worker-client';
import type { CsvSessionEvent, CsvSessionRequest } from '../../../../shared/users-csv/csv-session-protocol';

/** A worker whose answers the test gives by hand. */
function scriptedPort() {
  const port: CsvWorkerPort & {
    requests: CsvSessionRequest[];
    reply(event: CsvSessionEvent): void;
    terminated: number;
  } = {
    requests: [],
    terminated: 0,
    onmessage: null,
    onerror: null,
    postMessage(request) {
      port.requests.push(request);
    },
    reply(event) {
      port.onmessage?.({ data: event } as MessageEvent<CsvSessionEvent>);
    },
    terminate() {
      port.terminated++;
    },
  };
  return port;
}

function clientWith() {
  const ports: ReturnType<typeof scriptedPort>[] = [];
  const news: CsvWorkerNews[] = [];
  const client = new CsvWorkerClient({
    onNews: (event) => news.push(event),
    stoppedMessage: (reason) => `stopped: ${reason}`,
    createPort: () => {
      const port = scriptedPort();
      ports.push(port);
      return port;
    },
  });
  return { client, ports, news };
}

describe('CsvWorkerClient', () => {
  it('answers each question with the reply of its own request id, whatever the order of the replies', async () => {
    const { client, ports, news } = clientWith();
    const digest = client.ask({ type: 'digest' });
    const rows = client.ask({ type: 'rows', indexes: [3] });
    const [port] = ports;
    const [first, second] = port!.requests as { requestId: number }[];
    expect(first!.requestId).not.toBe(second!.requestId);
    port!.reply({ type: 'rows', requestId: second!.requestId, rows: [] });
    port!.reply({ type: 'digest', requestId: first!.requestId, size: 3, sha256: 'ab' });
    await expect(digest).resolves.toMatchObject({ type: 'digest', size: 3 });
    await expect(rows).resolves.toMatchObject({ type: 'rows', rows: [] });
    expect(news).toEqual([]);
  });

  it('passes unasked events on as news, and drops notices while no worker runs unless told to start one', () => {
    const { client, ports, news } = clientWith();
    client.send({ type: 'cancel' });
    expect(ports).toHaveLength(0);
    client.send({ type: 'cancel' }, true);
    ports[0]!.reply({ type: 'cancelled' });
    expect(news).toEqual([{ type: 'cancelled' }]);
    expect(ports[0]!.requests).toEqual([{ type: 'cancel' }]);
  });

  it('streams an upload piece by piece: each pull is one buildNext of the build', async () => {
    const { client, ports } = clientWith();
    const stream = client.build({ separator: 'COMMA', validOnly: true });
    const port = ports[0]!;
    const build = port.requests[0] as Extract<CsvSessionRequest, { type: 'build' }>;
    expect(build).toMatchObject({ type: 'build', separator: 'COMMA', validOnly: true });
    const piece = stream.next();
    expect(port.requests[1]).toEqual({ type: 'buildNext', requestId: build.requestId });
    port.reply({ type: 'uploadChunk', requestId: build.requestId, bytes: new Uint8Array([1]) });
    await expect(piece).resolves.toMatchObject({ type: 'uploadChunk' });
    const last = stream.next();
    port.reply({
      type: 'uploadDone',
      requestId: build.requestId,
      fileName: 'u.csv',
      lineMap: new Uint32Array([2]),
      excludedRows: 0,
      uploadRows: 1,
      flattenedValues: 0,
    });
    await expect(last).resolves.toMatchObject({ type: 'uploadDone', fileName: 'u.csv' });
  });

  it('tells every waiting caller and the news when the worker dies, and starts a new worker for the next request', async () => {
    const { client, ports, news } = clientWith();
    const digest = client.ask({ type: 'digest' });
    const piece = client.build({ separator: 'COMMA', validOnly: false }).next();
    ports[0]!.onerror?.({ message: 'Out of memory' });
    await expect(digest).rejects.toThrow('stopped: Out of memory');
    await expect(piece).rejects.toThrow('stopped: Out of memory');
    expect(news).toEqual([{ type: 'failed', message: 'stopped: Out of memory' }]);
    expect(client.running).toBe(false);
    void client.ask({ type: 'digest' }).catch(() => undefined);
    expect(ports).toHaveLength(2);
  });

  it('fails the waiting callers with the session’s own words when it reports a failure', async () => {
    const { client, ports, news } = clientWith();
    const sheet = client.ask({ type: 'credentials', validOnly: true });
    ports[0]!.reply({ type: 'failed', message: 'No rows.' });
    await expect(sheet).rejects.toThrow('No rows.');
    expect(news).toEqual([{ type: 'failed', message: 'No rows.' }]);
    expect(client.running).toBe(true);
  });

  it('terminates the worker: its callers hear why, later replies of the old worker reach nobody', async () => {
    const { client, ports, news } = clientWith();
    const digest = client.ask({ type: 'digest' });
    const old = ports[0]!;
    const onmessage = old.onmessage;
    client.terminate('closed');
    await expect(digest).rejects.toThrow('closed');
    expect(old.terminated).toBe(1);
    expect(old.onmessage).toBeNull();
    onmessage?.({ data: { type: 'cancelled' } } as MessageEvent<CsvSessionEvent>);
    expect(news).toEqual([]);
    expect(client.running).toBe(false);
  });
});
