import type { Command } from '../command';
import { demoServerCommand } from './demo-server';
import { convertCommand } from './convert';
import { templateCommand } from './template';
import { validateCommand } from './validate';

/**
 * Every command of `mdm-admin`, in the order `--help` lists them. A command is one file
 * in this folder and one line here.
 */
export const COMMANDS: readonly Command[] = [
  demoServerCommand,
  validateCommand,
  templateCommand,
  convertCommand,
];
