import { describe, expect, it } from 'vitest';
import { ERROR_CODES, isErrorCode } from '../../../../shared/errors/error-code';
import { describeError } from '../../../../shared/errors/wording';
import { createTranslator } from '../../../../shared/i18n/translator';

const de = createTranslator('de');

describe('error wording', () => {
  it('words what depends on where it is read, from the details core gives', () => {
    const error = { code: 'no-connection', details: { baseUrl: 'https://mdm.example.com' } };
    expect(describeError(error, 'app')).toBe(
      'This job was started from the command line with a token from MDM_TOKEN; add a profile for https://mdm.example.com to follow it here.',
    );
    expect(describeError(error, 'cli')).toContain(
      'set MDM_TOKEN again, or add a profile for https://mdm.example.com (mdm-admin profiles add)',
    );
    const noToken = { code: 'no-token', details: { profileName: 'school' } };
    expect(describeError(noToken, 'app')).toContain('Edit the profile under Connections');
    expect(describeError(noToken, 'cli')).toContain('set MDM_TOKEN');
  });

  it("says the code's own sentence where the details lack what a precise one would say (never a sentence of core's)", () => {
    expect(describeError({ code: 'http-status' }, 'cli')).toBe('The server refused the request.');
    expect(describeError({ code: 'no-connection', details: {} }, 'app')).toBe(
      'There is no connection for the server of this job.',
    );
    expect(describeError({ code: 'no-connection', details: {} }, 'app', de)).toBe(
      'Für den Server dieses Auftrags gibt es keine Verbindung.',
    );
    // A job record's old English `message` is not read; a code this version does not know is `internal`.
    const record = { code: 'made-up', message: 'Core English', details: {} } as { code: string; details: object };
    expect(describeError(record as never, 'app')).toBe('Something went wrong inside the app.');
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
    expect(describeError({ code: 'http-status', details: { status: 413, fileBytes: 1536 } }, 'app', de)).toMatch(
      /^Der Server antwortete mit HTTP 413\. Die Datei \(1,5 KB\) ist größer, als der Server annimmt\. Teilen Sie sie/,
    );
    // A code the table does not know: the status's own advice.
    expect(describeError({ code: 'http-status', details: { status: 500, errorCode: 'SOMETHING_NEW' } }, 'app')).toBe(
      'The server answered HTTP 500. The server failed with an internal error. The server said: SOMETHING_NEW.',
    );
  });

  it('words a job the server forgot, with the lines the report kept', () => {
    const gone = { code: 'job-gone', details: { status: 404, fetchedLines: 30 } };
    expect(describeError(gone, 'cli')).toBe(
      'The server no longer knows this job (it removes old jobs after a while). What the app knew of it is kept: its counts, the report lines fetched, and the file. The report holds the 30 lines fetched before the server forgot the job.',
    );
    expect(describeError({ ...gone, details: {} }, 'app', de)).toBe(
      'Der Server kennt diesen Auftrag nicht mehr (er entfernt alte Aufträge nach einiger Zeit). Was die App über ihn wusste, bleibt erhalten: die Zähler, die abgerufenen Berichtszeilen und die Datei.',
    );
    expect(describeError({ code: 'cannot-resume', details: { gone: true } }, 'app')).toMatch(
      /no longer knows this job.* There is nothing to resume\.$/,
    );
    expect(describeError({ code: 'cannot-resume', details: {} }, 'app')).toBe('This job cannot be resumed.');
  });

  it('words a report asked for before its job ended, and a watch that reached its deadline', () => {
    const early = { code: 'job-not-finished', details: { id: 'j', phase: 'detached' } };
    expect(describeError(early, 'cli')).toBe(
      'The report is available once the job has finished; it is not being watched (resume it to see it finish).',
    );
    expect(describeError({ ...early, details: { id: 'j', phase: 'running' } }, 'app', de)).toBe(
      'Der Bericht ist verfügbar, sobald der Auftrag beendet ist; er läuft noch.',
    );
    expect(describeError({ ...early, details: { id: 'j', phase: 'new-phase' } }, 'app')).toBe(
      'The report is available once the job has finished.',
    );
    const deadline = { code: 'deadline', details: { elapsedMs: 180_000, waiting: false } };
    expect(describeError(deadline, 'cli')).toBe(
      'The job is still running on the server after 3 minutes; resume to keep watching.',
    );
    expect(describeError({ ...deadline, details: { elapsedMs: 1_000, waiting: true } }, 'cli')).toBe(
      'The job is still waiting to run on the server after 1 second; resume to keep watching.',
    );
    expect(describeError({ ...deadline, details: { elapsedMs: 45_000 } }, 'app', de)).toBe(
      'Der Auftrag läuft nach 45 Sekunden noch auf dem Server; setzen Sie ihn fort, um weiter zuzusehen.',
    );
    expect(describeError({ ...deadline, details: {} }, 'cli')).toBe(
      'The job is still going on on the server; resume to keep watching.',
    );
  });

  it('words a job the app stopped before the server confirmed it, and a split import stopped at a failed part', () => {
    const interrupted = { code: 'interrupted', details: { during: 'start' } };
    expect(describeError(interrupted, 'cli')).toBe(
      "The app stopped before the server confirmed the job; check the portal's user list before importing again.",
    );
    expect(describeError({ ...interrupted, details: { during: 'upload' } }, 'app', de)).toMatch(
      /^Die App wurde während des Hochladens beendet/,
    );
    expect(describeError({ ...interrupted, details: {} }, 'app')).toContain(
      "check the portal's user list before importing again",
    );
    const part = {
      code: 'part-failed',
      details: { part: 1, parts: 3, serverError: 'Out of memory' },
    };
    expect(describeError(part, 'cli')).toBe(
      'Part 1 of 3 failed on the server: Out of memory. Parts 2 to 3 were not imported yet.',
    );
    expect(describeError({ ...part, details: { part: 3, parts: 3, serverError: null } }, 'app', de)).toBe(
      'Teil 3 von 3 ist auf dem Server fehlgeschlagen.',
    );
    expect(describeError({ ...part, details: {} }, 'app')).toBe('A part of the import failed on the server.');
  });

  it("words the codes in the reader's language", () => {
    const noToken = { code: 'no-token', details: { profileName: 'Schule' } };
    expect(describeError(noToken, 'app', de)).toContain('Bearbeiten Sie die Verbindung unter „Verbindungen“');
    expect(describeError(noToken, 'cli', de)).toContain('setzen Sie MDM_TOKEN');
    const refused = { code: 'refused', details: { host: 'mdm.local', port: 8443 } };
    expect(describeError(refused, 'app')).toBe(
      'mdm.local refused the connection on port 8443. Is the server running, and is the port in the base URL right?',
    );
    expect(describeError(refused, 'app', de)).toContain('mdm.local hat die Verbindung auf Port 8443 abgelehnt');
  });

  it("words an HTTP failure from its status and keeps the server's own words", () => {
    const error = {
      code: 'http-status',
      details: { status: 503, errorCode: 'MAINTENANCE', serverMessage: 'Back at 10:00', retryAfterMs: 30_000 },
    };
    expect(describeError(error, 'app', de)).toBe(
      'Der Server antwortete mit HTTP 503. Der Server ist nicht verfügbar (Wartung oder Überlastung). Der Server meldet: MAINTENANCE: Back at 10:00. Er bittet, 30 s zu warten.',
    );
    expect(describeError({ code: 'unauthorized', details: { status: 401 } }, 'app', de)).toContain('HTTP 401');
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
      details: { proxy: 'http://p.example:8080', proxySource: 'system', proxyStatus: 403, host: 'mdm.example' },
    };
    expect(describeError(status, 'app', de)).toBe(
      'Der Proxy http://p.example:8080 (aus den Proxy-Einstellungen des Systems) hat keine Verbindung zu mdm.example hergestellt: Er antwortete mit HTTP 403. Ist der Server vom Proxy aus erreichbar, und darf der Proxy sich mit ihm verbinden?',
    );
    const policy = {
      code: 'proxy-credentials',
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
      details: { ...proxy, phase: 'connect', ms: 10_000, host: 'mdm.example', network: true },
    };
    expect(describeError(error, 'cli', de)).toBe(
      'Keine Verbindung zu mdm.example innerhalb von 10 s. Läuft der Server, und ist eine Firewall oder ein Proxy im Weg? (Die Verbindung läuft über den Proxy http://proxy.example:3128, aus HTTPS_PROXY.)',
    );
    // Without the proxy's details, the code's own sentence.
    expect(describeError({ code: 'proxy-credentials', details: {} }, 'cli', de)).toBe(
      'Der Proxy verlangt Zugangsdaten, bevor er eine Verbindung herstellt, oder hat die übergebenen abgelehnt.',
    );
  });
});
