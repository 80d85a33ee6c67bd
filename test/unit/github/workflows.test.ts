// The CI and release workflows (.github/workflows): valid for GitHub Actions (the workflow
// schema, through @action-validator/core), and saying what the README and package.json say.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { validateWorkflow } from '@action-validator/core';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';

const DIR = '.github/workflows';
const files = readdirSync(DIR).filter((name) => /\.ya?ml$/.test(name));
const text = (name: string) => readFileSync(path.join(DIR, name), 'utf8');
const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;

interface Step {
  run?: string;
  uses?: string;
  if?: string;
  env?: Record<string, string>;
}
interface Job {
  'runs-on'?: string;
  uses?: string;
  needs?: string | string[];
  strategy?: { matrix: { os?: string[]; include?: Array<{ os: string; script?: string }> } };
  steps?: Step[];
}
const jobs = (name: string) => (load(text(name)) as { jobs: Record<string, Job> }).jobs;
const runs = (name: string) =>
  Object.values(jobs(name))
    .flatMap((job) => job.steps ?? [])
    .map((step) => step.run ?? '')
    .join('\n');

/** The schema's complaints, one line each: where and what. */
function problems(source: string): string[] {
  const lines: string[] = [];
  const walk = (errors: ReturnType<typeof validateWorkflow>['errors']) => {
    for (const error of errors) {
      lines.push(`${'path' in error ? error.path : ''}: ${error.title}${error.detail ? ` (${error.detail})` : ''}`);
      if ('states' in error) for (const state of error.states ?? []) walk(state.errors);
    }
  };
  walk(validateWorkflow(source).errors);
  return lines;
}

describe('the workflow files', () => {
  it('are there: CI and release', () => {
    expect(files.sort()).toEqual(['ci.yml', 'release.yml']);
  });

  it.each(files)('%s is a valid GitHub Actions workflow', (name) => {
    expect(problems(text(name))).toEqual([]);
  });

  it.each(files)('a broken copy of %s is refused (the check bites)', (name) => {
    const misspelt = text(name).replace(/runs-on:/, 'runs_on:');
    expect(misspelt).not.toBe(text(name));
    expect(problems(misspelt).join('\n')).toMatch(/runs_on|runs-on/);
    const stepsNotAList = text(name).replace(/steps:\n/, 'steps: run everything\nnothing:\n');
    expect(problems(stepsNotAList).length).toBeGreaterThan(0);
  });

  it.each(files)('%s runs only npm scripts that package.json has', (name) => {
    const named = [...runs(name).matchAll(/npm run ([\w:-]+)/g)].map((match) => match[1]!);
    const matrixScripts = Object.values(jobs(name)).flatMap(
      (job) => job.strategy?.matrix.include?.flatMap((entry) => (entry.script ? [entry.script] : [])) ?? [],
    );
    for (const script of [...named, ...matrixScripts]) expect(scripts, script).toHaveProperty([script]);
  });
});

describe('CI', () => {
  const { test } = jobs('ci.yml');

  it('tests on Ubuntu, macOS and Windows', () => {
    expect(test?.strategy?.matrix.os).toEqual(['ubuntu-latest', 'macos-latest', 'windows-latest']);
    expect(test?.['runs-on']).toBe('${{ matrix.os }}');
  });

  it('runs npm ci, npm test with the Electron flows required under a display, and npm run test:electron', () => {
    const steps = test?.steps ?? [];
    expect(steps.some((step) => step.run?.startsWith('npm ci'))).toBe(true);
    const npmTest = steps.find((step) => step.run?.includes('npm test'));
    expect(npmTest?.run).toBe('xvfb-run --auto-servernum npm test');
    expect(npmTest?.env?.ELECTRON_OPTIONAL).toBe('0');
    expect(steps.some((step) => step.run === 'npm run test:electron')).toBe(true);
  });
});

describe('a release', () => {
  const release = jobs('release.yml');
  const signing = [
    'CSC_LINK',
    'CSC_KEY_PASSWORD',
    'WIN_CSC_LINK',
    'WIN_CSC_KEY_PASSWORD',
    'APPLE_ID',
    'APPLE_APP_SPECIFIC_PASSWORD',
    'APPLE_TEAM_ID',
  ];

  it('first passes CI, then builds the installers of each system', () => {
    expect(release.test?.uses).toBe('./.github/workflows/ci.yml');
    expect(release.installers?.needs).toBe('test');
    expect(release.installers?.strategy?.matrix.include).toEqual([
      { os: 'ubuntu-latest', script: 'package:linux' },
      { os: 'windows-latest', script: 'package:win' },
      { os: 'macos-latest', script: 'package:mac' },
    ]);
  });

  it('hands electron-builder every signing and notarization secret electron-builder.yml names', () => {
    const builderConfig = readFileSync('electron-builder.yml', 'utf8');
    const build = release.installers?.steps?.find((step) => step.run === 'npm run ${{ matrix.script }}');
    for (const name of signing) {
      expect(builderConfig, name).toContain(name);
      expect(build?.env?.[name], name).toContain(`secrets.${name}`);
    }
  });

  it('publishes the update feed files with the installers', () => {
    const upload = release.installers?.steps?.find((step) => step.uses?.startsWith('actions/upload-artifact'));
    expect(JSON.stringify(upload)).toContain('release/latest*.yml');
    expect(runs('release.yml')).toContain('rsync');
  });

  it('names in the README every secret it reads, and how a release is made', () => {
    const readme = readFileSync('README.md', 'utf8');
    expect(readme).toContain('### Making a release');
    const section = readme.slice(readme.indexOf('### Making a release'));
    const secrets = new Set([...text('release.yml').matchAll(/secrets\.([A-Z_]+)/g)].map((match) => match[1]!));
    expect(secrets.size).toBeGreaterThanOrEqual(signing.length);
    for (const secret of secrets) expect(section, secret).toContain(`\`${secret}\``);
  });
});
