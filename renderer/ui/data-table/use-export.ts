import { useCallback, useEffect, useRef, useState } from 'react';
import type { ExportProgress } from '../../../shared/models/query';
import { downloadExported } from '../download';

/** How an export reaches core: its progress events, and cancelling it (bridge/exports.ts). */
export interface ExportPort {
  /** Calls `listener` with every export's progress; returns the unsubscribe function. */
  follow(listener: (progress: ExportProgress) => void): () => void;
  cancel(exportId: string): Promise<unknown>;
}

export interface ExportRun {
  /** The newest progress of the running or last export; null before the first. */
  progress: ExportProgress | null;
  /** Starting failed (the export never began). */
  startError: string | null;
  running: boolean;
  start(begin: () => Promise<{ exportId: string }>): Promise<void>;
  cancel(): void;
}

/**
 * One export at a time: starts it, follows its export.progress events, hands the finished
 * file to the user, and cancels it on request. Progress that arrives before the start call
 * has answered (core may report page 1 first) is kept and applied once the id is known.
 */
export function useExport(
  port: ExportPort,
  download: (file: NonNullable<ExportProgress['file']>) => void = downloadExported,
): ExportRun {
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const [startError, setStartError] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const current = useRef<string | null>(null);
  const early = useRef(new Map<string, ExportProgress>());
  const downloadRef = useRef(download);
  useEffect(() => {
    downloadRef.current = download;
  });

  const apply = useCallback((p: ExportProgress) => {
    setProgress(p);
    if (p.state === 'finished' && p.file) downloadRef.current(p.file);
  }, []);

  useEffect(
    () =>
      port.follow((p) => {
        if (p.exportId === current.current) apply(p);
        else if (current.current === null) early.current.set(p.exportId, p);
      }),
    [port, apply],
  );

  const start = useCallback(
    async (begin: () => Promise<{ exportId: string }>) => {
      setStartError(null);
      setProgress(null);
      setStarting(true);
      current.current = null;
      early.current.clear();
      try {
        const { exportId } = await begin();
        current.current = exportId;
        const first = early.current.get(exportId);
        early.current.clear();
        apply(first ?? { exportId, done: 0, total: null, state: 'running' });
      } catch (error) {
        setStartError(error instanceof Error ? error.message : String(error));
      } finally {
        setStarting(false);
      }
    },
    [apply],
  );

  const cancel = useCallback(() => {
    const exportId = current.current;
    if (!exportId) return;
    port.cancel(exportId).catch((error: Error) => setStartError(error.message));
  }, [port]);

  return { progress, startError, running: starting || progress?.state === 'running', start, cancel };
}
