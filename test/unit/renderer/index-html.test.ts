/**
 * renderer/index.html states the renderer's Content-Security-Policy in a <meta>, beside the header
 * both shells send. The two must say the same, and the policy must stay strict: Electronegativity's
 * CSP check is marked reviewed on that <meta> (its one remark is about 'self'), so this test runs
 * the same evaluator and fails on any other remark.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../../electron/core/content-security-policy';

interface Finding {
  directive: string;
  value?: string;
  description: string;
  severity: number;
}
const csp = createRequire(import.meta.url)('@doyensec/csp-evaluator') as {
  CspParser: new (policy: string) => { csp: unknown };
  CspEvaluator: new (policy: unknown, version: unknown) => { evaluate(): Finding[] };
  Version: { CSP3: unknown };
};

const html = readFileSync('renderer/index.html', 'utf8');
const metaPolicy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1];

/** A policy as directive → sources, so that order and spacing do not matter. */
const directives = (policy: string) =>
  Object.fromEntries(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources.sort()]),
  );

describe('the Content-Security-Policy <meta> of renderer/index.html', () => {
  it('comes before any script or stylesheet, so it governs all of them', () => {
    expect(metaPolicy).toBeDefined();
    const at = html.indexOf('http-equiv="Content-Security-Policy"');
    expect(at).toBeLessThan(html.search(/<script|<link rel="stylesheet"/));
  });

  it("is the Electron shell's header policy, less frame-ancestors, which a <meta> cannot carry", () => {
    const { 'frame-ancestors': frameAncestors, ...header } = directives(contentSecurityPolicy());
    expect(frameAncestors).toEqual(["'none'"]);
    expect(directives(metaPolicy!)).toEqual(header);
  });

  it("draws only the evaluator's remark on 'self' in script-src, reviewed: app://mdm serves only the packaged files", () => {
    const findings = new csp.CspEvaluator(new csp.CspParser(metaPolicy!).csp, csp.Version.CSP3).evaluate();
    expect(findings.map(({ directive, value, description }) => ({ directive, value, description }))).toEqual([
      {
        directive: 'script-src',
        value: "'self'",
        description: "'self' can be problematic if you host JSONP, Angular or user uploaded files.",
      },
    ]);
  });

  it('the evaluator would object to a weaker policy (unsafe-eval, inline script), so the review above can fail', () => {
    const weaker = metaPolicy!.replace("script-src 'self'", "script-src 'self' 'unsafe-eval' 'unsafe-inline'");
    const findings = new csp.CspEvaluator(new csp.CspParser(weaker).csp, csp.Version.CSP3).evaluate();
    expect(findings.map((finding) => finding.value)).toEqual(
      expect.arrayContaining(["'unsafe-eval'", "'unsafe-inline'"]),
    );
  });

  it('keeps the mark for Electronegativity on the line of the <meta> it marks (the tool reads that line only)', () => {
    const line = html.split('\n').find((text) => text.includes('http-equiv="Content-Security-Policy"'));
    expect(line).toMatch(/^\s*<!-- eng-disable CSP_GLOBAL_CHECK --><meta /);
  });
});
