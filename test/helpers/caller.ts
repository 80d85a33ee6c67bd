import type { Caller } from '../../electron/core/caller';

/** The caller tests make contract calls as (one browser tab of the web shell). */
export const TEST_CALLER: Caller = { id: 'test:1', shell: 'web' };
