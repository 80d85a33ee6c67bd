import { performance } from 'node:perf_hooks';

export interface Measurement {
  iterations: number;
  medianMs: number;
  p95Ms: number;
  minMs: number;
}

/** Runs `fn` a number of times after a warm-up and returns the median, p95 and minimum. */
export async function measure(
  fn: () => unknown,
  options: { iterations?: number; warmup?: number } = {},
): Promise<Measurement> {
  const iterations = options.iterations ?? 50;
  for (let i = 0; i < (options.warmup ?? Math.min(20, iterations)); i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? NaN;
  return { iterations, medianMs: at(0.5), p95Ms: at(0.95), minMs: samples[0] ?? NaN };
}

/** Milliseconds with a precision that suits them: calls that take microseconds print in µs. */
function duration(ms: number): string {
  return ms < 0.1 ? `${(ms * 1000).toFixed(2)} µs` : `${ms.toFixed(3)} ms`;
}

export function report(name: string, m: Measurement, target?: { medianBelowMs: number }): void {
  const verdict = target
    ? m.medianMs < target.medianBelowMs
      ? `  OK (target < ${target.medianBelowMs} ms)`
      : `  OVER TARGET (< ${target.medianBelowMs} ms)`
    : '';
  console.log(
    `${name}: median ${duration(m.medianMs)}, p95 ${duration(m.p95Ms)}, min ${duration(m.minMs)} over ${m.iterations} runs${verdict}`,
  );
}
