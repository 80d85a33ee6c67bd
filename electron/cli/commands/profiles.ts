import { parseArgs } from 'node:util';
import { PROFILE_KINDS, PROFILE_KIND_LABEL } from '../../../shared/models/profile';
import type { ProfileKind } from '../../../shared/models/profile';
import { AppError } from '../../core/index';
import type { ProfilesService } from '../../core/index';
import { withCore } from '../cli-core';
import { wordCalls, wordStep, wordSummary } from '../../../shared/connections/check-wording';
import { cliTranslator } from '../cli-language';
import {
  cliMessage,
  EXIT_CONNECTION,
  parseDialect,
  parseOrganization,
  readCaFile,
  reportError,
} from '../connection-options';
import type { Command } from '../command';
import { idColumnOf } from '../../../shared/users-csv/id-column';
import { EXIT, UsageError } from '../io';
import type { CliIo } from '../io';
import { renderTable } from '../query-output';

const usage = `Usage: mdm-admin profiles add NAME --base-url URL --kind organization|system
                            [--dialect auto|spec|management] [--ca-file FILE] [--token-stdin]
                            [--allow-insecure-http] [--organization UUID]
                            [--name-pattern P] [--email-pattern P] [--id-column C]
       mdm-admin profiles list [--json]
       mdm-admin profiles remove NAME
       mdm-admin profiles test [NAME] [--organization UUID]

Saved connection profiles (in MDM_ADMIN_HOME, else ~/.config/mdm-admin). "add" takes the
token from the MDM_TOKEN environment variable, or with --token-stdin from standard input
(piped, not typed: e.g. "pass show mdm | mdm-admin profiles add ... --token-stdin"),
never from an argument, and keeps it in a file only you can read (mode 0600); it is
never shown again, only its last four characters. "add" with an existing NAME updates that profile. "test" makes the cheapest
authenticated call for the profile's kind and says what works (the active profile when
no NAME is given): it only reads (a system administrator's profile never calls the
creation-wizard endpoint, which on some servers creates), and says which call it made and
whether a proxy (HTTPS_PROXY, HTTP_PROXY, NO_PROXY) was on the way. An http:// base URL of
another machine would carry the token in clear text: "add" refuses it unless
--allow-insecure-http says you accept that. --organization UUID makes every call of the
profile act in that organization (tenantOrganizationUuid); "add" again with
--organization '' clears it. --name-pattern and --email-pattern keep the connection's naming
scheme (the app's wizard and import-users use it where they are given no pattern; an
e-mail pattern may be a bare domain); "add" again without them keeps it, with both '' clears it.
--id-column custom1..custom15|foreignKey says where the server keeps the person's key, the
school's ID (default custom1): the file's ID column goes there, and next year's file finds
each person by it first (a renamed pupil keeps their login; two pupils of one name each
meet their own account).

Exit codes: 0 done, 2 usage, 5 the test found a connection or authorisation problem.`;

/** The token piped into standard input: its first line, trimmed. Never echoed. */
async function tokenFromStdin(io: CliIo): Promise<string> {
  if (!io.stdin || io.stdin.isTTY) {
    throw new UsageError(
      '--token-stdin reads a token piped into standard input, not typed at a terminal: e.g. "pass show mdm | mdm-admin profiles add ... --token-stdin" or "< token.txt"',
    );
  }
  const text = await io.stdin.readAll();
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '');
  if (lines.length === 0) throw new UsageError('--token-stdin: standard input was empty; pipe the API access token in');
  if (lines.length > 1)
    throw new UsageError(`--token-stdin: standard input has ${lines.length} lines; pipe only the API access token`);
  return lines[0]!;
}

async function add(profiles: ProfilesService, io: CliIo, args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    strict: true,
    allowPositionals: true,
    options: {
      'base-url': { type: 'string' },
      kind: { type: 'string' },
      dialect: { type: 'string' },
      'ca-file': { type: 'string' },
      'token-stdin': { type: 'boolean' },
      'allow-insecure-http': { type: 'boolean' },
      organization: { type: 'string' },
      'name-pattern': { type: 'string' },
      'email-pattern': { type: 'string' },
      'id-column': { type: 'string' },
    },
  });
  const [name, ...extra] = positionals;
  if (!name || extra.length > 0) throw new UsageError('profiles add takes one NAME');
  if (values['base-url'] === undefined) throw new UsageError('profiles add needs --base-url URL');
  const kind = values.kind;
  if (kind === undefined || !(PROFILE_KINDS as readonly string[]).includes(kind))
    throw new UsageError('profiles add needs --kind organization or --kind system');
  const token = values['token-stdin'] ? await tokenFromStdin(io) : io.env.MDM_TOKEN?.trim();
  if (!token)
    throw new UsageError(
      'set MDM_TOKEN to the API access token for this profile, or pipe it in with --token-stdin (it is never taken from an argument)',
    );
  const existing = await profiles.findByName(name);
  // Without --ca-file an existing profile keeps the CA it trusts (the contract: omitted = keep).
  const ca = values['ca-file'] === undefined ? {} : { caCertificatePem: await readCaFile(io, values['ca-file']) };
  // Without --organization an existing profile keeps its organization; '' clears it.
  const organization =
    values.organization === undefined
      ? {}
      : { organizationUuid: values.organization.trim() === '' ? null : parseOrganization(values.organization)! };
  // Without either pattern an existing profile keeps its naming scheme; one given replaces
  // its half; a scheme left with neither pattern is cleared.
  // --id-column likewise: where the server keeps the person's key (the school's ID).
  const asked = { namePattern: values['name-pattern'], emailPattern: values['email-pattern'] };
  const idColumn = values['id-column'] === undefined ? undefined : idColumnOf(values['id-column']);
  if (idColumn === null)
    throw new UsageError(`--id-column must be custom1 to custom15 or foreignKey, not "${values['id-column']}"`);
  const keptId = idColumn ?? existing?.namingScheme?.idColumn;
  const scheme = {
    namePattern: asked.namePattern ?? existing?.namingScheme?.namePattern ?? '',
    emailPattern: asked.emailPattern ?? existing?.namingScheme?.emailPattern ?? '',
    ...(keptId ? { idColumn: keptId } : {}),
  };
  const naming =
    asked.namePattern === undefined && asked.emailPattern === undefined && idColumn === undefined
      ? {}
      : {
          namingScheme:
            scheme.namePattern === '' && scheme.emailPattern === '' && scheme.idColumn === undefined ? null : scheme,
        };
  try {
    const saved = await profiles.save({
      id: existing?.id,
      profile: {
        name,
        baseUrl: values['base-url'],
        kind: kind as ProfileKind,
        dialect: parseDialect(values.dialect),
        ...ca,
        ...organization,
        ...naming,
        allowInsecureHttp: values['allow-insecure-http'] === true,
      },
      token,
    });
    io.stdout.write(
      `${existing ? 'Updated' : 'Added'} profile "${saved.name}" (${PROFILE_KIND_LABEL[saved.kind]}, ${saved.baseUrl}${saved.organizationUuid ? `, organization ${saved.organizationUuid}` : ''}, token ${saved.tokenHint}).\n`,
    );
    return EXIT.ok;
  } catch (error) {
    if (error instanceof AppError && error.code === 'invalid-argument') throw new UsageError(cliMessage(error, io.env));
    throw error;
  }
}

async function list(profiles: ProfilesService, io: CliIo, args: string[]): Promise<number> {
  const { values } = parseArgs({ args, strict: true, allowPositionals: false, options: { json: { type: 'boolean' } } });
  const state = await profiles.list();
  if (values.json) {
    io.stdout.write(`${JSON.stringify(state, null, 2)}\n`);
    return EXIT.ok;
  }
  if (state.profiles.length === 0) {
    io.stdout.write(
      'No profiles yet. Add one: MDM_TOKEN=... mdm-admin profiles add NAME --base-url URL --kind organization\n',
    );
    return EXIT.ok;
  }
  const rows = state.profiles.map((p) => ({
    active: p.id === state.activeId ? '*' : '',
    name: p.name,
    kind: p.kind,
    'base URL': p.baseUrl,
    dialect: p.dialect === 'auto' && p.learnedDialect ? `auto (${p.learnedDialect})` : p.dialect,
    organization: p.organizationUuid ?? "(the token's own)",
    token: p.tokenHint ?? '(none)',
  }));
  io.stdout.write(renderTable(rows, ['active', 'name', 'kind', 'base URL', 'dialect', 'organization', 'token'], 60));
  return EXIT.ok;
}

async function remove(profiles: ProfilesService, io: CliIo, args: string[]): Promise<number> {
  const { positionals } = parseArgs({ args, strict: true, allowPositionals: true, options: {} });
  if (positionals.length !== 1) throw new UsageError('profiles remove takes one NAME');
  const profile = await profiles.findByName(positionals[0]!);
  if (!profile) throw new UsageError(`there is no profile named ${JSON.stringify(positionals[0])}`);
  await profiles.remove(profile.id);
  io.stdout.write(`Removed profile "${profile.name}" and its token.\n`);
  return EXIT.ok;
}

async function test(profiles: ProfilesService, io: CliIo, args: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args,
    strict: true,
    allowPositionals: true,
    options: { organization: { type: 'string' } },
  });
  const organization = parseOrganization(values.organization);
  if (positionals.length > 1) throw new UsageError('profiles test takes at most one NAME');
  try {
    const state = await profiles.list();
    const profile =
      positionals[0] !== undefined
        ? await profiles.findByName(positionals[0])
        : state.profiles.find((p) => p.id === state.activeId);
    if (!profile)
      throw new UsageError(
        positionals[0] !== undefined
          ? `there is no profile named ${JSON.stringify(positionals[0])}`
          : 'no profile is active; name one',
      );
    const check = await profiles.test(profile.id, organization !== undefined ? { organization } : {});
    // Steps and summary in the reader's language (LANG); a failure in the command line's words (what to type).
    const translator = cliTranslator(io.env);
    for (const step of check.steps) {
      const { label, message } = wordStep(step, check, 'cli', translator);
      io.stdout.write(`${step.ok ? 'ok  ' : step.skipped ? 'skip' : 'FAIL'}  ${label}: ${message}\n`);
    }
    const called = check.proxy
      ? translator.t('connections.check.cli.calledViaProxy', { call: wordCalls(check, translator), proxy: check.proxy })
      : translator.t('connections.check.cli.calledDirectly', { call: wordCalls(check, translator) });
    io.stdout.write(`\n${called}\n`);
    io.stdout.write(`${wordSummary(check, 'cli', translator)}\n`);
    return check.ok ? EXIT.ok : EXIT_CONNECTION;
  } catch (error) {
    if (error instanceof AppError && error.code === 'no-token') throw new UsageError(cliMessage(error, io.env));
    return reportError(io, 'profiles test', error);
  }
}

const SUBCOMMANDS: Record<string, (profiles: ProfilesService, io: CliIo, args: string[]) => Promise<number>> = {
  add,
  list,
  remove,
  test,
};

export const profilesCommand: Command = {
  name: 'profiles',
  summary: 'add, list, remove and test saved connection profiles (token from MDM_TOKEN or stdin)',
  usage,
  async run(args, io) {
    const [sub, ...rest] = args;
    const run = sub === undefined ? undefined : SUBCOMMANDS[sub];
    if (!run)
      throw new UsageError(
        sub === undefined
          ? 'say add, list, remove or test'
          : `unknown subcommand ${JSON.stringify(sub)}; say add, list, remove or test`,
      );
    return withCore(io, (core) => run(core.profiles, io, rest));
  },
};
