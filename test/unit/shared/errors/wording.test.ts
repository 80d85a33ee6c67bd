import { describe, expect, it } from 'vitest';
import { ERROR_CODES, isErrorCode } from '../../../../shared/errors/error-code';
import { describeError } from '../../../../shared/errors/wording';
import { createTranslator } from '../../../../shared/i18n/translator';

const de = createTranslator('de');

describe('error wording', () => {
  it('words what depends on where it is read, from the details core gives', () => {
    const error = { code: 'no-connection', message: 'core words', details: { baseUrl: 'https://mdm.example.com' } };
    expect(describeError(error, 'app')).toBe(
      'This job was started from the command line with a token from MDM_TOKEN; add a profile for https://mdm.example.com to follow it here.',
    );
    expect(describeError(error, 'cli')).toContain(
      'set MDM_TOKEN again, or add a profile for https://mdm.example.com (mdm-admin profiles add)',
    );
    const noToken = { code: 'no-token', message: 'x', details: { profileName: 'school' } };
    expect(describeError(noToken, 'app')).toContain('Edit the profile under Connections');
    expect(describeError(noToken, 'cli')).toContain('set MDM_TOKEN');
  });

  it("keeps core's own sentence where no wording is needed, or the details lack what it would say", () => {
    expect(describeError({ code: 'http-status', message: 'The server answered 503.' }, 'cli')).toBe(
      'The server answered 503.',
    );
    expect(describeError({ code: 'no-connection', message: 'fallback', details: {} }, 'app')).toBe('fallback');
  });

  it("words a server's refusal from the server-error table: status, sentence, the reader's action, the server's words", () => {
    const error = {
      code: 'unauthorized',
      message:
        'The device query failed (HTTP 401). The API access token expired on 2026-03-01 12:00 UTC. The server said: ACCESS_TOKEN_EXPIRED: expired.',
      details: {
        status: 401,
        errorCode: 'ACCESS_TOKEN_EXPIRED',
        serverMessage: 'expired',
        expirationDate: Date.parse('2026-03-01T12:00:00Z'),
      },
    };
    expect(describeError(error, 'cli')).toBe(
      'The server answered HTTP 401. The API access token expired on 2026-03-01 12:00 UTC. Create a new token in the portal (Profile > Access tokens), then set MDM_TOKEN to it, or store it with "mdm-admin profiles add NAME --base-url URL --kind KIND --token-stdin". The server said: ACCESS_TOKEN_EXPIRED: expired.',
    );
    expect(describeError(error, 'app')).toContain('then paste it in Connections (edit this profile). The server said:');
    expect(describeError(error, 'app', de)).toBe(
      'Der Server antwortete mit HTTP 401. Das API-Zugriffstoken ist am 2026-03-01 12:00 UTC abgelaufen. Erstellen Sie im Portal ein neues Token (Profil > Zugriffstokens) und fügen Sie es unter „Verbindungen“ ein (diese Verbindung bearbeiten). Der Server meldet: ACCESS_TOKEN_EXPIRED: expired.',
    );
    // A status without a code: the table's situation, with the file size in the reader's numbers.
    expect(
      describeError({ code: 'http-status', message: 'Odd.', details: { status: 413, fileBytes: 1536 } }, 'app', de),
    ).toMatch(
      /^Der Server antwortete mit HTTP 413\. Die Datei \(1,5 KB\) ist größer, als der Server annimmt\. Teilen Sie sie/,
    );
    // A code the table does not know: the status's own advice.
    expect(
      describeError({ code: 'http-status', message: 'm', details: { status: 500, errorCode: 'SOMETHING_NEW' } }, 'app'),
    ).toBe('The server answered HTTP 500. The server failed with an internal error. The server said: SOMETHING_NEW.');
  });

  it('words a job the server forgot, with the lines the report kept', () => {
    const gone = { code: 'job-gone', message: 'core words', details: { status: 404, fetchedLines: 30 } };
    expect(describeError(gone, 'cli')).toBe(
      'The server no longer knows this job (it removes old jobs after a while). What the app knew of it is kept: its counts, the report lines fetched, and the file. The report holds the 30 lines fetched before the server forgot the job.',
    );
    expect(describeError({ ...gone, details: {} }, 'app', de)).toBe(
      'Der Server kennt diesen Auftrag nicht mehr (er entfernt alte Aufträge nach einiger Zeit). Was die App über ihn wusste, bleibt erhalten: die Zähler, die abgerufenen Berichtszeilen und die Datei.',
    );
    expect(describeError({ code: 'cannot-resume', message: 'core', details: { gone: true } }, 'app')).toMatch(
      /no longer knows this job.* There is nothing to resume\.$/,
    );
    expect(describeError({ code: 'cannot-resume', message: 'core', details: {} }, 'app')).toBe('core');
  });

  it('words a report asked for before its job ended, and a watch that reached its deadline', () => {
    const early = { code: 'job-not-finished', message: 'core words', details: { id: 'j', phase: 'detached' } };
    expect(describeError(early, 'cli')).toBe(
      'The report is available once the job has finished; it is not being watched (resume it to see it finish).',
    );
    expect(describeError({ ...early, details: { id: 'j', phase: 'running' } }, 'app', de)).toBe(
      'Der Bericht ist verfügbar, sobald der Auftrag beendet ist; er läuft noch.',
    );
    expect(describeError({ ...early, details: { id: 'j', phase: 'new-phase' } }, 'app')).toBe('core words');
    const deadline = { code: 'deadline', message: 'core words', details: { elapsedMs: 180_000, waiting: false } };
    expect(describeError(deadline, 'cli')).toBe(
      'The job is still running on the server after 3 minutes; resume to keep watching.',
    );
    expect(describeError({ ...deadline, details: { elapsedMs: 1_000, waiting: true } }, 'cli')).toBe(
      'The job is still waiting to run on the server after 1 second; resume to keep watching.',
    );
    expect(describeError({ ...deadline, details: { elapsedMs: 45_000 } }, 'app', de)).toBe(
      'Der Auftrag läuft nach 45 Sekunden noch auf dem Server; setzen Sie ihn fort, um weiter zuzusehen.',
    );
    expect(describeError({ ...deadline, details: {} }, 'cli')).toBe('core words');
  });

  it('words a job the app stopped before the server confirmed it, and a split import stopped at a failed part', () => {
    const interrupted = { code: 'interrupted', message: 'core words', details: { during: 'start' } };
    expect(describeError(interrupted, 'cli')).toBe(
      "The app stopped before the server confirmed the job; check the portal's user list before importing again.",
    );
    expect(describeError({ ...interrupted, details: { during: 'upload' } }, 'app', de)).toMatch(
      /^Die App wurde während des Hochladens beendet/,
    );
    expect(describeError({ ...interrupted, details: {} }, 'app')).toBe('core words');
    const part = {
      code: 'part-failed',
      message: 'core words',
      details: { part: 1, parts: 3, serverError: 'Out of memory' },
    };
    expect(describeError(part, 'cli')).toBe(
      'Part 1 of 3 failed on the server: Out of memory. Parts 2 to 3 were not imported yet.',
    );
    expect(describeError({ ...part, details: { part: 3, parts: 3, serverError: null } }, 'app', de)).toBe(
      'Teil 3 von 3 ist auf dem Server fehlgeschlagen.',
    );
    expect(describeError({ ...part, details: {} }, 'app')).toBe('core words');
  });

  it("words the codes in the reader's language", () => {
    const noToken = { code: 'no-token', message: 'x', details: { profileName: 'Schule' } };
    expect(describeError(noToken, 'app', de)).toContain('Bearbeiten Sie die Verbindung unter „Verbindungen“');
    expect(describeError(noToken, 'cli', de)).toContain('setzen Sie MDM_TOKEN');
    const refused = { code: 'refused', message: 'core words', details: { host: 'mdm.local', port: 8443 } };
    expect(describeError(refused, 'app')).toBe(
      'mdm.local refused the connection on port 8443. Is the server running, and is the port in the base URL right?',
    );
    expect(describeError(refused, 'app', de)).toContain('mdm.local hat die Verbindung auf Port 8443 abgelehnt');
  });

  it("words an HTTP failure from its status and keeps the server's own words", () => {
    const error = {
      code: 'http-status',
      message: 'The device query failed with HTTP 503.',
      details: { status: 503, errorCode: 'MAINTENANCE', serverMessage: 'Back at 10:00', retryAfterMs: 30_000 },
    };
    expect(describeError(error, 'app', de)).toBe(
      'Der Server antwortete mit HTTP 503. Der Server ist nicht verfügbar (Wartung oder Überlastung). Der Server meldet: MAINTENANCE: Back at 10:00. Er bittet, 30 s zu warten.',
    );
    expect(describeError({ code: 'unauthorized', message: 'm', details: { status: 401 } }, 'app', de)).toContain(
      'HTTP 401',
    );
  });

  it('knows its codes', () => {
    expect(ERROR_CODES).toContain('unauthorized');
    expect(isErrorCode('no-connection')).toBe(true);
    expect(isErrorCode('made-up')).toBe(false);
  });
});

describe("failures on a proxy's route, worded as the proxy's", () => {
  const proxy = { proxy: 'http://proxy.example:3128', proxySource: 'environment', proxySetting: 'HTTPS_PROXY' };

  it("a refused connection through a proxy is the proxy's, in German too (not the server's port)", () => {
    const error = {
      code: 'refused',
      message: 'core',
      details: { ...proxy, proxyRefused: true, host: 'mdm.example', port: 443, network: true },
    };
    expect(describeError(error, 'cli')).toBe(
      'The proxy http://proxy.example:3128 (from HTTPS_PROXY) refused the connection. Is the proxy running, and is its address right?',
    );
    expect(describeError(error, 'cli', de)).toBe(
      'Der Proxy http://proxy.example:3128 (aus HTTPS_PROXY) hat die Verbindung abgelehnt. Läuft der Proxy, und stimmt seine Adresse?',
    );
  });

  it('a status other than 200 to the CONNECT, and credentials refused by the policy’s proxy', () => {
    const status = {
      code: 'unreachable',
      message: 'core',
      details: { proxy: 'http://p.example:8080', proxySource: 'system', proxyStatus: 403, host: 'mdm.example' },
    };
    expect(describeError(status, 'app', de)).toBe(
      'Der Proxy http://p.example:8080 (aus den Proxy-Einstellungen des Systems) hat keine Verbindung zu mdm.example hergestellt: Er antwortete mit HTTP 403. Ist der Server vom Proxy aus erreichbar, und darf der Proxy sich mit ihm verbinden?',
    );
    const policy = {
      code: 'proxy-credentials',
      message: 'core',
      details: {
        proxy: 'http://p.example:8080',
        proxySource: 'policy',
        proxyStatus: 407,
        host: 'mdm.example',
        credentials: true,
      },
    };
    expect(describeError(policy, 'app')).toBe(
      "The proxy http://p.example:8080 refused the credentials in the machine-wide policy's proxy address (HTTP 407) and did not connect to mdm.example. Ask your IT department to correct the policy.",
    );
  });

  it('another network failure on the way names the proxy after the sentence, in the reader’s language', () => {
    const error = {
      code: 'timeout',
      message: 'core',
      details: { ...proxy, phase: 'connect', ms: 10_000, host: 'mdm.example', network: true },
    };
    expect(describeError(error, 'cli', de)).toBe(
      'Keine Verbindung zu mdm.example innerhalb von 10 s. Läuft der Server, und ist eine Firewall oder ein Proxy im Weg? (Die Verbindung läuft über den Proxy http://proxy.example:3128, aus HTTPS_PROXY.)',
    );
    // Without the proxy's details (an older core), core's sentence stays.
    expect(describeError({ code: 'proxy-credentials', message: 'core said', details: {} }, 'cli', de)).toBe(
      'core said',
    );
  });
});
