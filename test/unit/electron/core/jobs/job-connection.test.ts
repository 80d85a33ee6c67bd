import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../../../electron/core/api/api-client';
import { AppError } from '../../../../../electron/core/errors';
import {
  baseUrlOfProfileId,
  jobClientResolver,
  profileForBaseUrl,
  urlProfileId,
} from '../../../../../electron/core/jobs/job-connection';
import type { ProfileView, ProfilesState } from '../../../../../shared/models/profile';

const view = (id: string, baseUrl: string, kind: ProfileView['kind'] = 'organization'): ProfileView => ({
  id,
  name: id,
  baseUrl,
  kind,
  dialect: 'auto',
  learnedDialect: null,
  hasCaCertificate: false,
  tokenHint: '…abcd',
  demo: false,
});
const client = (name: string) => ({ name }) as unknown as ApiClient;

function fakeProfiles(state: ProfilesState, tokens: Record<string, boolean> = {}) {
  return {
    list: async () => state,
    resolveClient: async (id?: string) => {
      const profile = state.profiles.find((p) => p.id === id);
      if (!profile) throw new AppError('no-profile', `no profile ${id}`);
      if (tokens[profile.id] === false) throw new AppError('no-token', 'no token');
      return { client: client(`stored:${profile.id}`), profile };
    },
    clientFor: (profile: ProfileView, token: string) => client(`env:${profile.id}:${token}`),
  };
}

describe('job connections', () => {
  it('url: ids carry the normalised base URL', () => {
    expect(urlProfileId('https://mdm.example.com/relution/')).toBe('url:https://mdm.example.com/relution');
    expect(baseUrlOfProfileId('url:https://x.example')).toBe('https://x.example');
    expect(baseUrlOfProfileId('3f2a-uuid')).toBeNull();
    expect(baseUrlOfProfileId(undefined)).toBeNull();
  });

  it("picks the active profile of the base URL, else an organization administrator's", () => {
    const state: ProfilesState = {
      profiles: [
        view('sys', 'https://a.example', 'system'),
        view('org', 'https://A.example/'),
        view('other', 'https://b.example'),
      ],
      activeId: 'other',
    };
    expect(profileForBaseUrl(state, 'https://a.example')?.id).toBe('org');
    expect(profileForBaseUrl({ ...state, activeId: 'sys' }, 'https://a.example')?.id).toBe('sys');
    expect(profileForBaseUrl(state, 'https://a.example/relution')).toBeNull();
  });

  it('the app follows url: jobs through a matching profile, or says which profile to add', async () => {
    const resolve = jobClientResolver(fakeProfiles({ profiles: [view('org', 'https://a.example')], activeId: null }), {
      shell: 'app',
    });
    expect((await resolve('url:https://a.example')).client).toEqual(client('stored:org'));
    await expect(resolve('url:https://b.example')).rejects.toMatchObject({
      code: 'no-profile',
      message:
        'This job was started from the command line with a token from MDM_TOKEN; add a profile for https://b.example to follow it here.',
    });
    expect((await resolve('org')).client).toEqual(client('stored:org'));
  });

  it('the CLI prefers MDM_TOKEN for url: jobs and uses it for a profile with no stored token', async () => {
    const profiles = fakeProfiles({ profiles: [view('org', 'https://a.example')], activeId: null }, { org: false });
    const withEnv = jobClientResolver(profiles, {
      shell: 'cli',
      envToken: 'T',
      urlClient: (url, token) => client(`url:${url}:${token}`),
    });
    const url = await withEnv('url:https://b.example');
    expect(url.client).toEqual(client('url:https://b.example:T'));
    expect(url.profile.id).toBe('url:https://b.example');
    expect((await withEnv('org')).client).toEqual(client('env:org:T'));
    const without = jobClientResolver(profiles, { shell: 'cli' });
    await expect(without('org')).rejects.toMatchObject({ code: 'no-token' });
    await expect(without('url:https://b.example')).rejects.toThrow(
      /set MDM_TOKEN again, or add a profile for https:\/\/b.example \(mdm-admin profiles add\)/,
    );
  });
});
