import { call } from '../../bridge/mdm';
import { useProfiles } from '../../stores/profiles';
import type { CredentialSheetSlice, WizardContext } from './import-wizard-types';
import { sendLeaveOut } from './leave-out';
import { compareFirst } from './compare-first';

/**
 * The connection's password policy (the rows are checked against it) and the one-time sheet
 * of generated passwords, which the worker makes and the page keeps only until it is saved.
 */
export function credentialSheetSlice({ set, get, worker, sendSettings }: WizardContext): CredentialSheetSlice {
  return {
    policy: null,
    sheet: null,

    async loadPolicy() {
      const profileId = useProfiles.getState().activeId;
      if (!profileId) return;
      try {
        const policy = await call('profiles.passwordPolicy', { profileId });
        if (useProfiles.getState().activeId !== profileId) return;
        set({ policy, sheet: null });
        sendSettings();
      } catch {
        // Not reachable now: the default policy stays; a dry run or the import will say what is wrong.
      }
    },
    async makeSheet() {
      // Passwords only for the lines the import sends: the comparison first, where none is
      // current. Without a connection there is none to compare with (nor to send to): the sheet
      // holds every line, and Start, which compares, has it made again if the comparison ran.
      if (useProfiles.getState().activeId) await compareFirst({ get, worker });
      sendLeaveOut(get, worker);
      const reply = await worker.ask({ type: 'credentials', validOnly: get().options.errorPolicy === 'valid-only' });
      set({ sheet: { credentials: reply.credentials, count: reply.credentials.length, saved: false } });
    },
    sheetSaved() {
      const sheet = get().sheet;
      if (sheet) set({ sheet: { credentials: [], count: sheet.count, saved: true } });
    },
  };
}
