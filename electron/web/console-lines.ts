/**
 * What the web shell's process says on its terminal, in the language the app speaks: the one
 * chosen in the app (the `app.language` pref), else the machine-wide policy's default, else
 * the terminal's (LC_ALL, LC_MESSAGES, LANG), as the Electron shell's menu and the CLI choose.
 * A wrong policy file is worded from the catalogue as the app's notice is, each problem with
 * its path.
 */
import { describeNotice } from '../../shared/errors/notice-wording';
import { languageFromEnv, resolveLanguage } from '../../shared/i18n/language';
import type { Language } from '../../shared/i18n/language';
import type { Translator } from '../../shared/i18n/translator';
import type { PolicyState } from '../../shared/policy';

type Env = Readonly<Record<string, string | undefined>>;

/** The terminal's language: the app's choice, the policy's default, then the environment's. */
export function consoleLanguage(chosen: unknown, policy: PolicyState, env: Env): Language {
  return resolveLanguage(chosen, policy.policy.defaultLanguage, [languageFromEnv(env)]);
}

/** The lines printed once the shell listens: `out` for stdout, `err` for stderr. */
export function startLines(url: string, policy: PolicyState, translator: Translator): { out: string[]; err: string[] } {
  const { t } = translator;
  // The first line is the same in every language: scripts (and the e2e tests) read the URL from it.
  const out = [`MDM Admin web shell: ${url}`, t('webShell.open')];
  if (policy.problems.length === 0) return { out, err: [] };
  const notice = {
    code: 'policy-problems' as const,
    params: {
      file: policy.file ?? '',
      problems: policy.problems.map((p) => ({ path: p.path, code: p.code, params: p.params })),
    },
  };
  return { out, err: [describeNotice(notice, 'cli', translator), t('webShell.policyCheck')] };
}
