import type { Command } from '../command';
import { convertCommand } from './convert';
import { demoServerCommand } from './demo-server';
import { devicesCommand } from './devices';
import { orgRequestsCommand } from './org-requests';
import { profilesCommand } from './profiles';
import { importUsersCommand } from './import-users';
import { jobsCommand } from './jobs';
import { policyCommand } from './policy';
import { templateCommand } from './template';
import { validateCommand } from './validate';

/**
 * Every command of `mdm-admin`, in the order `--help` lists them. A command is one file
 * in this folder and one line here.
 */
export const COMMANDS: readonly Command[] = [
  validateCommand,
  templateCommand,
  convertCommand,
  importUsersCommand,
  jobsCommand,
  demoServerCommand,
  devicesCommand,
  orgRequestsCommand,
  profilesCommand,
  policyCommand,
];
