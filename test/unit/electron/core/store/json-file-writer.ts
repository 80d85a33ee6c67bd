// A process that adds `count` keys to a shared JSON file, one update each (json-file.test.ts).
import { jsonFile } from '../../../../../electron/core/store/json-file';

const [target, name, count] = process.argv.slice(2) as [string, string, string];
const file = jsonFile<Record<string, number>>(target, () => ({}));
for (let i = 0; i < Number(count); i++) await file.update((all) => void (all[`${name}-${i}`] = i));
