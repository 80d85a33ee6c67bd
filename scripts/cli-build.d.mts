import type { BuildOptions } from 'esbuild';

export function cliBuildOptions(outdir: string): BuildOptions;

export function undiciCliOptions(outfile: string): BuildOptions;
