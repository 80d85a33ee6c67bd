import { request } from 'undici';
import { expect } from 'vitest';
import type { z } from 'zod';
import { endpoint, fillPath, TOKEN_HEADER } from '../../../shared/api/endpoints';
import type { Dialect, OperationId } from '../../../shared/api/endpoints';
import { ErrorBody, ReadImportJobResponse, StartImportResponse, UploadResponse } from '../../../shared/api/wire';
import type { CsvImportJob } from '../../../shared/api/wire';
import type { DemoServer } from '../../../electron/demo-server/index';
import { pollUntil, PollTimeout } from '../../helpers/poll';

/** A minimal test client for the demo server: paths come from the endpoint table. */
export function client(server: DemoServer, dialect: Dialect = server.dialect) {
  const url = (op: OperationId, params: Record<string, string> = {}, query = '') =>
    `${server.url}${fillPath(endpoint(op).forms[dialect].path, params)}${query}`;
  const call = (
    op: OperationId,
    init: {
      token?: string | null;
      params?: Record<string, string>;
      query?: string;
      body?: unknown;
      method?: string;
      headers?: Record<string, string>;
    } = {},
  ) => {
    const e = endpoint(op);
    const token =
      init.token === undefined
        ? e.caller === 'system administrator'
          ? server.adminToken
          : server.orgToken
        : init.token;
    const headers: Record<string, string> = {
      Accept: 'application/json',
      ...(token ? { [TOKEN_HEADER]: token } : {}),
      ...init.headers,
    };
    let body: BodyInit | undefined;
    if (init.body instanceof FormData) body = init.body;
    else if (typeof init.body === 'string') body = init.body;
    else if (init.body !== undefined) body = JSON.stringify(init.body);
    if (body !== undefined && !(body instanceof FormData) && !headers['Content-Type'])
      headers['Content-Type'] = 'application/json';
    const method = init.method ?? e.forms[dialect].method;
    // fetch refuses a body on GET; the spec's device query is exactly that, so send it with undici.request.
    if (method === 'GET' && body !== undefined)
      return getWithBody(url(op, init.params, init.query), headers, body as string);
    return fetch(url(op, init.params, init.query), { method, headers, body });
  };
  return {
    url,
    call,
    async upload(text: string | Uint8Array, name = 'users.csv'): Promise<string> {
      const form = new FormData();
      form.set('file', new Blob([text as BlobPart], { type: 'text/csv' }), name);
      const res = await call('uploadUsersCsv', { body: form });
      expect(res.status).toBe(200);
      return UploadResponse.parse(await res.json()).results[0]!.uuid;
    },
    async start(fileUuid: string, query = ''): Promise<string> {
      const res = await call('startUserImport', { params: { fileUuid }, query });
      expect(res.status, await res.clone().text()).toBe(200);
      return StartImportResponse.parse(await res.json()).uuid;
    },
    async job(jobUuid: string): Promise<CsvImportJob> {
      const res = await call('readImportJob', { params: { jobUuid } });
      expect(res.status).toBe(200);
      return ReadImportJobResponse.parse(await res.json()).results[0]!;
    },
    /** The job once FINISHED or FAILED, read at most `times` times (20 ms apart: 10 s by default). */
    async waitForEnd(jobUuid: string, times = 500): Promise<CsvImportJob> {
      const ended = (job: CsvImportJob) => job.status === 'FINISHED' || job.status === 'FAILED';
      try {
        return await pollUntil(() => this.job(jobUuid), ended, { times });
      } catch (error) {
        if (!(error instanceof PollTimeout)) throw error;
        throw new Error(`job ${jobUuid} still ${(error.last as CsvImportJob).status} after ${error.reads} reads`, {
          cause: error,
        });
      }
    },
    async importCsv(text: string | Uint8Array, query = ''): Promise<{ job: CsvImportJob; jobUuid: string }> {
      const jobUuid = await this.start(await this.upload(text), query);
      return { job: await this.waitForEnd(jobUuid), jobUuid };
    },
  };
}

/** Asserts an error answer: the status and the real server's error body. */
export async function expectError(res: Response, status: number, message?: RegExp): Promise<z.infer<typeof ErrorBody>> {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/application\/json/);
  const body = ErrorBody.parse(await res.json());
  expect(body.errorCode).toEqual(expect.any(String));
  expect(body.message).toEqual(expect.any(String));
  if (message) expect(body.message).toMatch(message);
  return body;
}

async function getWithBody(url: string, headers: Record<string, string>, body: string): Promise<Response> {
  const res = await request(url, { method: 'GET', headers, body });
  const bytes = new Uint8Array(await res.body.arrayBuffer());
  const responseHeaders = new Headers();
  for (const [name, value] of Object.entries(res.headers))
    if (typeof value === 'string') responseHeaders.set(name, value);
  return new Response(bytes, { status: res.statusCode, headers: responseHeaders });
}
