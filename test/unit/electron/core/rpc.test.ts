import { TEST_CALLER } from '../../../helpers/caller';
import { describe, expect, it } from 'vitest';
import { createCore } from '../../../../electron/core/create-core';
import { AppError } from '../../../../electron/core/errors';
import { dispatch } from '../../../../electron/core/rpc';
import type { Handlers } from '../../../../electron/core/rpc';
import { ENDPOINTS } from '../../../../shared/api/endpoints';
import { tempDir } from '../../../helpers/temp-dir';

describe('dispatch', () => {
  const core = createCore({ shell: 'cli', dataDir: tempDir(), resumeJobs: false });

  it('answers app.info with the version and the shell', async () => {
    const outcome = await core.call('app.info', undefined, TEST_CALLER);
    expect(outcome).toMatchObject({ ok: true, value: { name: 'MDM Admin', shell: 'cli' } });
    if (outcome.ok) expect((outcome.value as { version: string }).version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('answers api.endpoints with the endpoint table', async () => {
    expect(await core.call('api.endpoints', undefined, TEST_CALLER)).toEqual({ ok: true, value: ENDPOINTS });
  });

  it('refuses an unknown method without calling anything', async () => {
    expect(await core.call('fs.readFile', '/etc/passwd', TEST_CALLER)).toMatchObject({
      ok: false,
      error: { code: 'unknown-method' },
    });
    expect(await core.call('__proto__', undefined, TEST_CALLER)).toMatchObject({
      ok: false,
      error: { code: 'unknown-method' },
    });
  });

  it('refuses an argument that does not match the schema, naming the method', async () => {
    const outcome = await core.call('app.info', { evil: true }, TEST_CALLER);
    expect(outcome).toMatchObject({ ok: false, error: { code: 'invalid-argument' } });
    if (!outcome.ok) expect(JSON.stringify(outcome.error)).toContain('app.info');
  });

  it('turns a thrown AppError into its code and details, and anything else into "internal" with its text', async () => {
    const handlers = {
      ...core.handlers,
      'app.info': () => {
        throw new AppError('http-status', { status: 503 });
      },
      'api.endpoints': () => {
        throw new RangeError('boom');
      },
    } as Handlers;
    expect(await dispatch(handlers, 'app.info', undefined, TEST_CALLER)).toEqual({
      ok: false,
      error: { code: 'http-status', details: { status: 503 } },
    });
    expect(await dispatch(handlers, 'api.endpoints', undefined, TEST_CALLER)).toEqual({
      ok: false,
      error: { code: 'internal', details: { error: 'boom' } },
    });
  });
});
