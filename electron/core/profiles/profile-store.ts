/**
 * Connection profiles on disk (`profiles.json` in the data folder): name, base URL, kind,
 * dialect (and what `auto` learned), CA certificate, the token's masked hint, and which
 * profile is active. Tokens are never here: they live behind the SecretStore port.
 */
import path from 'node:path';
import type { DialectChoice, ProfileKind, ProfileView } from '../../../shared/models/profile';
import { jsonFile } from '../store/json-file';

export interface StoredProfile {
  id: string;
  name: string;
  baseUrl: string;
  kind: ProfileKind;
  dialect: DialectChoice;
  learnedDialect: 'spec' | 'management' | null;
  caCertificatePem: string | null;
  tokenHint: string | null;
  demo: boolean;
  createdAt: number;
  updatedAt: number;
}

export interface ProfilesDocument {
  version: 1;
  activeId: string | null;
  profiles: StoredProfile[];
}

export const PROFILES_FILE = 'profiles.json';

export interface ProfileStore {
  read(): Promise<ProfilesDocument>;
  /** Reads, changes and writes in one step (serialised with other updates). */
  update<T>(change: (doc: ProfilesDocument) => T): Promise<T>;
}

const empty = (): ProfilesDocument => ({ version: 1, activeId: null, profiles: [] });

export function profileStore(dataDir: string): ProfileStore {
  const file = jsonFile<ProfilesDocument>(path.join(dataDir, PROFILES_FILE), empty);
  let chain: Promise<unknown> = Promise.resolve();
  const normalise = (doc: ProfilesDocument): ProfilesDocument => ({
    version: 1,
    activeId: doc.activeId ?? null,
    profiles: Array.isArray(doc.profiles) ? doc.profiles : [],
  });
  return {
    read: async () => normalise(await file.read()),
    update(change) {
      const run = chain.then(async () => {
        const doc = normalise(await file.read());
        const result = change(doc);
        await file.write(doc);
        return result;
      });
      chain = run.catch(() => undefined);
      return run;
    },
  };
}

export function toView(profile: StoredProfile): ProfileView {
  return {
    id: profile.id,
    name: profile.name,
    baseUrl: profile.baseUrl,
    kind: profile.kind,
    dialect: profile.dialect,
    learnedDialect: profile.learnedDialect,
    hasCaCertificate: profile.caCertificatePem !== null,
    tokenHint: profile.tokenHint,
    demo: profile.demo,
  };
}
