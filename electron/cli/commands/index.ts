import type { Command } from '../command';
import { demoServerCommand } from './demo-server';

/**
 * Every command of `mdm-admin`, in the order `--help` lists them. A command is one file
 * in this folder and one line here.
 */
export const COMMANDS: readonly Command[] = [
  demoServerCommand,
];
