/**
 * The entry of core's worker thread. Bundled as `core-worker.cjs` beside each Node bundle
 * (scripts/build-node.mjs); run from source through tsx in tests.
 */
import { coreTasks } from './core-tasks';
import { serveTasks } from './work-runtime';

serveTasks(coreTasks);
