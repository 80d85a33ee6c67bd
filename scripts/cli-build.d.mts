import type { BuildOptions } from 'esbuild';

export function cliBuildOptions(outdir: string): BuildOptions;
