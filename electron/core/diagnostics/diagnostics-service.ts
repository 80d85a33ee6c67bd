/**
 * `diagnostics.save`: the support zip (diagnostics-zip.ts) written to core's file store, so
 * that every shell hands it over as it hands over an export: the web shell as a download from
 * `files/<id>`, Electron's Help menu through a save dialog.
 */
import { writeFile } from 'node:fs/promises';
import type { AppInfo } from '../../../shared/ipc';
import type { PolicyProxy, PolicyState } from '../../../shared/policy';
import type { FileStore, StoredFile } from '../files/file-store';
import type { ProfilesService } from '../profiles/profiles-service';
import { diagnosticsFileName, diagnosticsZip } from './diagnostics-zip';
import type { Logger } from './logger';

export interface DiagnosticsDeps {
  info: AppInfo;
  policy: PolicyState;
  proxy: PolicyProxy | null;
  profiles: ProfilesService;
  files: FileStore;
  log: Logger;
  env: Readonly<Record<string, string | undefined>>;
  now?: () => Date;
}

export interface DiagnosticsService {
  /** Writes the zip; the file is served by id like any export. */
  save(): Promise<StoredFile>;
}

export function createDiagnostics(deps: DiagnosticsDeps): DiagnosticsService {
  const now = deps.now ?? (() => new Date());
  return {
    async save() {
      const at = now();
      const all = await deps.profiles.listAll();
      const bytes = await diagnosticsZip({
        info: deps.info,
        policy: deps.policy,
        proxy: deps.proxy,
        profiles: {
          activeId: all.activeId,
          profiles: all.profiles.map(({ view: { tokenHint, ...view }, shown }) => ({
            ...view,
            tokenStored: tokenHint !== null,
            shown,
            organizationUuid: view.organizationUuid ?? null,
          })),
        },
        logFiles: deps.log.files(),
        env: deps.env,
        redact: deps.log.redact,
        now: at,
      });
      const pending = await deps.files.create(diagnosticsFileName(at), 'application/zip');
      try {
        await writeFile(pending.path, bytes, { mode: 0o600 });
        const file = await deps.files.finish(pending.fileId);
        deps.log.info(`diagnostics: saved ${file.fileName} (${file.size} bytes)`);
        return deps.files.get(file.fileId)!;
      } catch (error) {
        await deps.files.discard(pending.fileId);
        throw error;
      }
    },
  };
}
