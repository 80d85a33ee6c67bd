/** What the bench and its child processes tell each other over the IPC channel. */
export interface CoreStats {
  /** The longest event-loop block since the mark (ms), wall time (monitorEventLoopDelay). */
  maxBlockMs: number;
  /** The most CPU time the main thread used between two turns of its loop (ms): the block it caused itself; null off Linux. */
  longestCpuBlockMs: number | null;
  /** In the longest stretch between two turns (wall time), how long the thread waited for a CPU (ms). */
  waitInLongestWallMs: number;
  p99BlockMs: number;
  /** Resident memory of the process (every thread), sampled every 50 ms: peak and median since the mark. */
  peakRssMb: number;
  medianRssMb: number;
  rssMb: number;
  /** At the read: the main thread's JavaScript heap in use, and memory outside it (buffers). */
  mainHeapMb: number;
  externalMb: number;
  /** The kernel's peak over the process's whole life. */
  lifetimePeakRssMb: number;
  /** Resident memory over the scenario: the peak of each twentieth of it (MB). */
  rssTimelineMb: number[];
  /** The longest garbage collection pause of the main thread since the mark (ms): part of the blocks. */
  longestGcMs: number;
  /** With BENCH_WHERE=1: the three longest blocks of own work and the functions that ran in them (block-profile.ts). */
  where?: string[];
}

export type ToCore = { type: 'mark' } | { type: 'read' } | { type: 'stop' };
export type FromCore = { type: 'ready'; url: string } | { type: 'marked' } | { type: 'stats'; stats: CoreStats };
export type FromDemo = { type: 'ready'; url: string; orgToken: string };
