// How long one contract call takes through core's dispatch (argument validation included):
// the fixed cost every IPC and WebSocket call pays before any real work.
import { TEST_CALLER } from '../helpers/caller';
import { createCore } from '../../electron/core/create-core';
import { measure, report } from './measure';
import { tempDir } from '../helpers/temp-dir';

const core = createCore({ shell: 'cli', dataDir: tempDir() });
const result = await measure(() => core.call('api.endpoints', undefined, TEST_CALLER), { iterations: 20_000 });
report('dispatch api.endpoints (validate + handler)', result);
