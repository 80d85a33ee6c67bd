// The app's CSV worker session, imported for the tests of the engine's front ends from this
// one place: it is moving to shared/users-csv/ (repoint this line when it lands).
export { CsvSession } from '../../../../renderer/workers/csv-session';
