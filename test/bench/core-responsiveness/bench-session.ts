// The renderer's side of a bench against core in a process of its own: core started in the
// web shell, a bridge over its WebSocket, the demo server saved as the active connection, and
// a file staged through `uploads.*` as the import wizard stages it. Shared by the dry-run,
// yearly-compare and school-keys benches.
import { once } from 'node:events';
import { rm } from 'node:fs/promises';
import WebSocket from 'ws';
import { webSocketTransport } from '../../../renderer/bridge/web-socket-transport';
import { createBridge } from '../../../shared/ipc';
import type { MdmBridge } from '../../../shared/ipc';
import type { UploadColumn } from '../../../shared/users-csv/columns';
import type { RowStore } from '../../../shared/users-csv/row-store';
import { UploadBuild } from '../../../shared/users-csv/upload-chunks';
import { tempDir } from '../../helpers/temp-dir';
import { child, next, ok } from './core-harness';
import type { CoreStats, FromCore, FromDemo, ToCore } from './protocol';

export interface BenchSession {
  mdm: MdmBridge;
  /** Starts a new window of core's own measurements. */
  mark(): Promise<void>;
  /** Core's measurements since the last mark. */
  read(): Promise<CoreStats>;
  /** Stops core and removes its data folder. */
  close(): Promise<void>;
}

export async function openBenchSession(coreScript: URL, demo: FromDemo, name: string): Promise<BenchSession> {
  const dataDir = tempDir(`mdm-bench-${name}-`);
  const core = child(coreScript, { MDM_ADMIN_HOME: dataDir });
  const close = async () => {
    core.send({ type: 'stop' } satisfies ToCore);
    await once(core, 'exit');
    await rm(dataDir, { recursive: true, force: true });
  };
  const { url } = await next<Extract<FromCore, { type: 'ready' }>>(core, 'ready');
  const origin = new URL(url).origin;
  // The web shell checks the Origin as it does for a browser's page.
  globalThis.WebSocket = class extends WebSocket {
    constructor(address: string | URL) {
      super(address, { origin });
    }
  } as unknown as typeof globalThis.WebSocket;
  const mdm: MdmBridge = createBridge(webSocketTransport(url));
  try {
    const profile = await ok(
      mdm.profiles.save({
        profile: { name: 'Bench demo', baseUrl: demo.url, kind: 'organization', dialect: 'spec' },
        token: demo.orgToken,
        acceptWeakStorage: true,
      }),
    );
    await ok(mdm.profiles.setActive({ id: profile.id }));
  } catch (error) {
    await close();
    throw error;
  }
  return {
    mdm,
    async mark() {
      const marked = next(core, 'marked');
      core.send({ type: 'mark' } satisfies ToCore);
      await marked;
    },
    async read() {
      const stats = next<{ stats: CoreStats }>(core, 'stats');
      core.send({ type: 'read' } satisfies ToCore);
      return (await stats).stats;
    },
    close,
  };
}

/** Stages `rows` (of `columns`) as `fileName`: the upload's id and its size in bytes. */
export async function stageBenchFile(
  mdm: MdmBridge,
  rows: RowStore,
  columns: readonly UploadColumn[],
  fileName: string,
): Promise<{ uploadId: string; bytes: number }> {
  const upload = new UploadBuild(rows, columns.length, [...columns], 'COMMA', () => false, fileName);
  const { uploadId } = await ok(mdm.uploads.begin({ fileName }));
  let offset = 0;
  for (let chunk = upload.next(); chunk; chunk = upload.next()) {
    await ok(mdm.uploads.append({ uploadId, offset, bytes: chunk }));
    offset += chunk.length;
  }
  await ok(mdm.uploads.finish({ uploadId, lineMap: upload.summary().lineMap }));
  return { uploadId, bytes: offset };
}
