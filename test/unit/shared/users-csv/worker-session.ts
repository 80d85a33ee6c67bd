// The app's CSV worker session, imported for the tests of the engine's front ends from this one place.
export { CsvSession } from '../../../../shared/users-csv/csv-session';
