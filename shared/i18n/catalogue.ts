/**
 * Every message the app, the menus and the CLI show, from the modules that define them. A
 * new module (e.g. shared/errors' table of server error codes) is one import and one entry
 * in MODULES; its keys then type-check wherever `t` is called.
 */
import { codeMessages } from '../errors/code-messages';
import { jobFileMessages } from '../errors/job-file-messages';
import { errorMessages } from '../errors/messages';
import { noticeMessages } from '../errors/notice-messages';
import { policyProblemMessages } from '../errors/policy-problem-messages';
import { proxyMessages } from '../errors/proxy-messages';
import { serverErrorMessages } from '../errors/server-messages';
import { situationMessages } from '../errors/situation-messages';
import { tlsMessages } from '../errors/tls-messages';
import type { Messages } from './define';
import { apiReferenceMessages } from './messages/api-reference';
import { appMessages } from './messages/app';
import { changesMessages } from './messages/changes';
import { cliMessages } from './messages/cli';
import { connectionsMessages } from './messages/connections';
import { dataTableMessages } from './messages/data-table';
import { devicesMessages } from './messages/devices';
import { importMessages } from './messages/import';
import { jobsMessages } from './messages/jobs';
import { lettersMessages } from './messages/letters';
import { menuMessages } from './messages/menu';
import { organizationsMessages } from './messages/organizations';
import { policyMessages } from './messages/policy';
import { reportLineMessages } from './messages/report-lines';
import { statusWordMessages } from './messages/status-words';
import { startCheckMessages } from './messages/start-check';
import { deactivateMessages } from './messages/deactivate';
import { compareFirstMessages } from './messages/compare-first';
import { updateColumnsMessages } from './messages/update-columns';
import { notSentMessages } from './messages/not-sent';

export const MODULES = [
  appMessages,
  menuMessages,
  cliMessages,
  errorMessages,
  codeMessages,
  situationMessages,
  jobFileMessages,
  noticeMessages,
  policyProblemMessages,
  tlsMessages,
  proxyMessages,
  serverErrorMessages,
  importMessages,
  jobsMessages,
  connectionsMessages,
  devicesMessages,
  organizationsMessages,
  dataTableMessages,
  apiReferenceMessages,
  policyMessages,
  lettersMessages,
  changesMessages,
  statusWordMessages,
  reportLineMessages,
  startCheckMessages,
  deactivateMessages,
  compareFirstMessages,
  updateColumnsMessages,
  notSentMessages,
] as const;

type Union<T extends readonly unknown[]> = T[number];
type KeysOf<M> = M extends Messages ? keyof M & string : never;

/** Every key of the catalogues. */
export type MessageKey = KeysOf<Union<typeof MODULES>>;

export const MESSAGES: Messages = Object.assign({}, ...MODULES) as Messages;
