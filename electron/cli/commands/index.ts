import type { LazyCommand } from '../command';

/**
 * Every command of `mdm-admin`, in the order `--help` lists them. A command is one file
 * in this folder and one line here: its name and summary (a test keeps them equal to the
 * module's), and the import that loads the module when the command runs.
 */
export const COMMANDS: readonly LazyCommand[] = [
  {
    name: 'validate',
    summary: 'check a user CSV file offline, as the server would',
    load: () => import('./validate').then((m) => m.validateCommand),
  },
  {
    name: 'template',
    summary: 'write the 5.34 user CSV template with an example row',
    load: () => import('./template').then((m) => m.templateCommand),
  },
  {
    name: 'convert',
    summary: 'write the upload file (5.34 columns, UTF-8) from a user CSV file',
    load: () => import('./convert').then((m) => m.convertCommand),
  },
  {
    name: 'import-users',
    summary: 'check a user CSV file, import it as a background job and report every line',
    load: () => import('./import-users').then((m) => m.importUsersCommand),
  },
  {
    name: 'jobs',
    summary: 'list saved import jobs; --resume watches unfinished ones to their end',
    load: () => import('./jobs').then((m) => m.jobsCommand),
  },
  {
    name: 'demo-server',
    summary: 'run a local demo of the service API (seeded organizations, users, devices; faults on demand)',
    load: () => import('./demo-server').then((m) => m.demoServerCommand),
  },
  {
    name: 'devices',
    summary: "list the organization's devices (filter, sort, page; table, JSON or CSV)",
    load: () => import('./devices').then((m) => m.devicesCommand),
  },
  {
    name: 'org-requests',
    summary: 'list organization creation-wizard requests (system administrator)',
    load: () => import('./org-requests').then((m) => m.orgRequestsCommand),
  },
  {
    name: 'profiles',
    summary: 'add, list, remove and test saved connection profiles (token from MDM_TOKEN or stdin)',
    load: () => import('./profiles').then((m) => m.profilesCommand),
  },
  {
    name: 'policy',
    summary: 'check a machine-wide policy file, or print where the app looks for it',
    load: () => import('./policy').then((m) => m.policyCommand),
  },
];
