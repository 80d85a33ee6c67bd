import type { Command } from '../command';
import { convertCommand } from './convert';
import { demoServerCommand } from './demo-server';
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
