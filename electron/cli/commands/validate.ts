import { parseArgs } from 'node:util';
import type { CsvValidationResult } from '../../../shared/users-csv/validate';
import { validateCsv } from '../../../shared/users-csv/validate';
import type { MessageKey } from '../../../shared/i18n/catalogue';
import type { Translator } from '../../../shared/i18n/translator';
import { findingText } from '../../../shared/users-csv/finding-text';
import type { Finding, RuleId } from '../../../shared/users-csv/findings';
import { cliTranslator } from '../cli-language';
import type { Command } from '../command';
import { EXIT, UsageError } from '../io';
import { EXIT_UNREADABLE, FileReadError, fileChunks, oneFile, readEncoding, readSeparator } from './csv-options';
import { PASSWORD_OPTIONS, PASSWORD_USAGE, policyFromOptions } from './password-options';
import { DERIVE_OPTIONS, DERIVE_USAGE, derivationFromOptions } from './derive-options';
import { savedProfilePolicy } from './profile-policy';

const usage = `Usage: mdm-admin validate FILE [--separator auto|comma|semicolon|tab|pipe]
           [--encoding auto|utf-8|windows-1252|utf-16le|utf-16be]
           [--password-policy FILE.json] [--password-min-length N] [--profile NAME]
           [--name-pattern P] [--email-pattern P] [--phone-country CC] [--format text|json]

Checks a user CSV file offline as the server would: prints the detected encoding,
separator and line endings, how each column maps onto the 5.34 columns, the counts per
rule and every finding with its line (the header is line 1).

The encoding is UTF-8 unless the file's bytes that are not valid UTF-8 outnumber its
valid UTF-8 characters beyond ASCII (then Windows-1252); each such byte of a UTF-8 file is
an error with its line and column. --encoding reads the file in the encoding you choose.

Passwords are checked against the organization's password policy: the options below, else
the policy saved with --profile NAME's connection profile (no network), else a minimum of 8.
${PASSWORD_USAGE}
  --profile NAME      use the password policy saved with this connection profile

What a school's export lacks can be derived first and checked as it would be uploaded
(the phone numbers are not changed here: their findings offer the repair).
${DERIVE_USAGE}

Exit codes: 0 no errors (warnings allowed), 1 errors found (a header without user lines
too), 2 not a readable CSV file (missing, empty, only blank lines or white space, binary,
reading stopped before the first user line) or the call is wrong.`;

const LINE_ENDING_LABEL = { crlf: 'CRLF', lf: 'LF', cr: 'CR' } as const;

export function jsonReport(result: CsvValidationResult): object {
  return {
    readable: result.readable,
    rows: result.records,
    encoding: result.detection?.encoding ?? null,
    separator: result.detection?.separator ?? null,
    lineEnding: result.detection?.lineEnding ?? null,
    columns: result.matches.map((m) => ({
      source: m.source,
      target: result.mapping[m.sourceIndex] ?? null,
      reason: m.reason,
      confidence: m.confidence,
      ...(m.note ? { note: m.note } : {}),
    })),
    missing: result.missing,
    ...(result.derived ? { derived: result.derived } : {}),
    counts: result.counts,
    errors: result.errors,
    warnings: result.warnings,
    findingsTruncated: result.findingsTruncated,
    findings: result.findings.map((f) => ({
      line: f.line,
      column: f.column,
      severity: f.severity,
      rule: f.rule,
      message: f.message,
      ...(f.relatedLine !== undefined ? { relatedLine: f.relatedLine } : {}),
      ...(f.fix !== undefined ? { fix: f.fix } : {}),
    })),
  };
}

/** One finding as a line of text: where, then what (in the translator's language). */
export function findingLine(f: Finding, { language, t }: Translator, withRule = false): string {
  const text = findingText(f, language, t);
  const message = withRule
    ? t('cli.finding.full', { severity: t(`cli.severity.${f.severity}`), rule: f.rule, message: text })
    : text;
  return f.column
    ? t('cli.finding.at', { line: f.line, column: f.column, message })
    : t('cli.finding.atLine', { line: f.line, message });
}

/** What the patterns and the phone repair did, in a line. */
export function derivedLine(result: CsvValidationResult, { t }: Translator): string {
  const d = result.derived!;
  const line = t('cli.derived.summary', { names: d.name, emails: d.email, suffixed: d.suffixed });
  return d.phones > 0 ? `${line}; ${t('cli.derived.phones', { count: d.phones })}` : line;
}

export function textReport(
  file: string,
  result: CsvValidationResult,
  translator: Translator = cliTranslator(),
): string {
  const { language, t } = translator;
  // English prints the engine's own words (reason codes, rule ids); another language adds its own.
  const word = (key: `reason.${string}` | `match.${string}`, code: string) =>
    language === 'en' ? code : t(key as MessageKey);
  const d = result.detection;
  const out: string[] = [t('cli.validate.file', { file })];
  if (d) {
    out.push(
      t('cli.validate.encoding', {
        encoding: d.encoding,
        bom: d.bom ? t('cli.validate.bom') : '',
        reason: word(`reason.${d.encodingReason}`, d.encodingReason),
      }),
    );
    out.push(
      t('cli.validate.separator', {
        separator: d.separator,
        reason: word(`reason.${d.separatorReason}`, d.separatorReason),
      }),
    );
    out.push(t('cli.validate.lineEndings', { lineEnding: LINE_ENDING_LABEL[d.lineEnding] }));
  }
  out.push(t('cli.validate.rows', { count: result.records }));
  if (result.matches.length > 0) {
    out.push(t('cli.validate.columns'));
    const width = Math.max(...result.matches.map((m) => JSON.stringify(m.source).length));
    for (const m of result.matches) {
      const target = result.mapping[m.sourceIndex];
      const how = m.reason
        ? `${word(`match.${m.reason}`, m.reason)}, ${Math.round(m.confidence * 100)}%`
        : t('cli.validate.chosen');
      // A school system's column says what becomes of it (the class as position, the birth date left out).
      const note = m.note ? `: ${t(`schoolColumn.${m.note}`)}` : '';
      const mapped = target ? `${target} (${how}${note})` : `${t('cli.validate.notUploaded')}${note}`;
      out.push(`  ${JSON.stringify(m.source).padEnd(width)} -> ${mapped}`);
    }
  }
  if (result.missing.length > 0) out.push(t('cli.validate.missing', { columns: result.missing.join(', ') }));
  if (result.derived) out.push(derivedLine(result, translator));
  out.push(
    t('cli.validate.findings', {
      errors: t('cli.validate.errors', { count: result.errors }),
      warnings: t('cli.validate.warnings', { count: result.warnings }),
    }),
  );
  for (const [rule, n] of Object.entries(result.counts).sort((a, b) => b[1] - a[1]))
    out.push(`  ${language === 'en' ? rule : `${rule} (${t(`rule.${rule as RuleId}`)})`}: ${n}`);
  for (const f of result.findings) out.push(findingLine(f, translator, true));
  if (result.findingsTruncated) out.push(t('cli.validate.truncated', { count: result.findings.length }));
  if (!result.readable) out.push(t('cli.validate.unreadable'));
  return out.join('\n') + '\n';
}

export const validateCommand: Command = {
  name: 'validate',
  summary: 'check a user CSV file offline, as the server would',
  usage,
  async run(args, io) {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      strict: true,
      options: {
        separator: { type: 'string' },
        encoding: { type: 'string' },
        ...PASSWORD_OPTIONS,
        profile: { type: 'string' },
        format: { type: 'string' },
        ...DERIVE_OPTIONS,
      },
    });
    const translator = cliTranslator(io.env);
    const derivation = derivationFromOptions(values, translator);
    const file = oneFile(positionals);
    const format = values.format ?? 'text';
    if (format !== 'text' && format !== 'json') throw new UsageError(`--format must be text or json, not "${format}"`);
    const passwordPolicy =
      (await policyFromOptions(values, io.cwd)) ??
      (values.profile !== undefined ? await savedProfilePolicy(io, values.profile) : undefined);
    let result: CsvValidationResult;
    try {
      result = await validateCsv(fileChunks(file, io.cwd), {
        separator: readSeparator(values.separator),
        encoding: readEncoding(values.encoding),
        ...(passwordPolicy ? { passwordPolicy } : {}),
        ...(derivation?.namePattern || derivation?.emailPattern || derivation?.idColumn
          ? { derive: { ...derivation, phoneCountry: undefined } }
          : {}),
        ...(derivation?.phoneCountry ? { phoneCountry: derivation.phoneCountry } : {}),
      });
    } catch (error) {
      if (error instanceof FileReadError) {
        io.stderr.write(`mdm-admin validate: ${error.message}\n`);
        return EXIT.usage;
      }
      throw error;
    }
    io.stdout.write(
      format === 'json' ? JSON.stringify(jsonReport(result)) + '\n' : textReport(file, result, translator),
    );
    if (!result.readable) return EXIT_UNREADABLE;
    return result.errors > 0 ? 1 : EXIT.ok;
  },
};
