import { TARGET_COLUMNS } from './columns';
import type { TargetColumn } from './columns';
import { normaliseHeader } from './column-names';

/**
 * The export formats of school administration systems and rostering standards, with their
 * headers as the systems write them (the vendors' documentation and sample files). None
 * exports 5.34 files: these tables let their files be read as they come.
 */
export const SCHOOL_EXPORTS = {
  'SchILD-NRW': [
    'Nachname',
    'Vorname',
    'Rufname',
    'Klasse',
    'Jahrgang',
    'Geburtsdatum',
    'Geschlecht',
    'Schüler-ID',
    'Schüleridentnummer',
    'E-Mail',
  ],
  ASV: [
    'Familienname',
    'Rufname',
    'Vornamen',
    'Klasse',
    'Jahrgangsstufe',
    'Geburtsdatum',
    'Geschlecht',
    'Schüler-ID',
    'E-Mail',
  ],
  WebUntis: ['Familienname', 'Vorname', 'Klassenbezeichnung', 'Schüler-ID', 'Geburtsdatum', 'Geschlecht', 'E-Mail'],
  Magellan: ['Nachname', 'Vorname', 'Vorname2', 'ID', 'GUID', 'Klasse', 'Geburtsdatum'],
  DaNiS: ['SchuelerNachname', 'SchuelerRufname', 'SchuelerIdentNummer', 'GruppeBezeichung', 'SchuelerGeburtsdatum'],
  linuxmuster: ['Klasse', 'Nachname', 'Vornamen', 'Geburtsdatum', 'ID'],
  'School Data Sync': [
    'sourcedId',
    'username',
    'givenName',
    'familyName',
    'password',
    'activeDirectoryMatchId',
    'email',
    'phone',
    'sms',
  ],
  OneRoster: [
    'sourcedId',
    'status',
    'dateLastModified',
    'enabledUser',
    'orgSourcedIds',
    'role',
    'username',
    'userIds',
    'givenName',
    'familyName',
    'middleName',
    'identifier',
    'email',
    'sms',
    'phone',
    'agentSourcedIds',
    'grades',
    'password',
  ],
  'Apple School Manager': [
    'person_id',
    'person_number',
    'first_name',
    'middle_name',
    'last_name',
    'grade_level',
    'email_address',
    'sis_username',
    'password_policy',
    'location_id',
  ],
} as const;

export type SchoolSystem = keyof typeof SCHOOL_EXPORTS;

/**
 * What becomes of a school column that has no 5.34 column of its own, said per column: the
 * class goes to `position` (what a student's role in the school is), the student's ID to
 * the connection's id column (`custom1` unless its naming scheme says another custom column
 * or `foreignKey`, id-column.ts): the person's key, by which next year's file finds the same
 * person whatever their name has become (column-match.ts proposes it there); what the server does not
 * need (birth date, gender, the system's own record keys) is left out, data kept to the
 * minimum. Each can be assigned otherwise in the mapping.
 */
export type SchoolColumnNote =
  | 'called-name'
  | 'all-given-names'
  | 'class'
  | 'student-id'
  | 'birth-date'
  | 'gender'
  | 'grade-level'
  | 'more-given-names'
  | 'record-key'
  | 'record-state'
  | 'second-phone';

export interface SchoolColumn {
  /** The 5.34 column proposed, or null: left out. */
  target: TargetColumn | null;
  /** Why, for the columns without a 5.34 column of their own. */
  note: SchoolColumnNote | null;
}

const column = (target: TargetColumn | null, note: SchoolColumnNote | null = null): SchoolColumn => ({ target, note });

/**
 * The school headers that are not already common synonyms (Vorname, Nachname, Familienname,
 * E-Mail, username, ... match as such), normalised by `normaliseHeader`.
 */
const SCHOOL_COLUMNS: Readonly<Record<string, SchoolColumn>> = {
  // given names and surnames
  vornamen: column('givenName', 'all-given-names'),
  schuelerrufname: column('givenName'),
  schuelervorname: column('givenName'),
  schuelernachname: column('surName'),
  sisusername: column('name'),
  // A common synonym (it matches as such); the note says why it may stay unmapped next to Vorname.
  rufname: column('givenName', 'called-name'),
  vorname2: column(null, 'more-given-names'),
  middlename: column(null, 'more-given-names'),
  // the class
  klasse: column('position', 'class'),
  klassenbezeichnung: column('position', 'class'),
  gruppebezeichung: column('position', 'class'),
  gruppebezeichnung: column('position', 'class'),
  // the student's ID in the school's system
  schuelerid: column('custom1', 'student-id'),
  schueleridentnummer: column('custom1', 'student-id'),
  schueleridnummer: column('custom1', 'student-id'),
  interneid: column('custom1', 'student-id'),
  sisid: column('custom1', 'student-id'),
  id: column('custom1', 'student-id'),
  sourcedid: column('custom1', 'student-id'),
  personid: column('custom1', 'student-id'),
  identifier: column(null, 'record-key'),
  personnumber: column(null, 'record-key'),
  guid: column(null, 'record-key'),
  activedirectorymatchid: column(null, 'record-key'),
  orgsourcedids: column(null, 'record-key'),
  agentsourcedids: column(null, 'record-key'),
  userids: column(null, 'record-key'),
  locationid: column(null, 'record-key'),
  // personal data the server does not need
  geburtsdatum: column(null, 'birth-date'),
  schuelergeburtsdatum: column(null, 'birth-date'),
  geschlecht: column(null, 'gender'),
  jahrgang: column(null, 'grade-level'),
  jahrgangsstufe: column(null, 'grade-level'),
  gradelevel: column(null, 'grade-level'),
  grades: column(null, 'grade-level'),
  // the rostering standards' bookkeeping
  status: column(null, 'record-state'),
  datelastmodified: column(null, 'record-state'),
  enableduser: column(null, 'record-state'),
  role: column(null, 'record-state'),
  passwordpolicy: column(null, 'record-state'),
  sms: column(null, 'second-phone'),
};

/** The school column a header names, or undefined. */
export function schoolColumn(header: string): SchoolColumn | undefined {
  const key = normaliseHeader(header);
  return Object.prototype.hasOwnProperty.call(SCHOOL_COLUMNS, key) ? SCHOOL_COLUMNS[key] : undefined;
}

const targetNames = new Set<string>(TARGET_COLUMNS.map(normaliseHeader));
/** Each system's headers that are not 5.34 names (a 5.34 file is no school export). */
const normalisedExports = Object.entries(SCHOOL_EXPORTS).map(
  ([system, headers]) =>
    [system as SchoolSystem, new Set(headers.map(normaliseHeader).filter((k) => !targetNames.has(k)))] as const,
);

/**
 * The system whose export the header looks like most (the most of its headers that are not
 * 5.34 names, at least three, and more than half of the file's), or null. Ties go to the
 * system listed first.
 */
export function detectSchoolExport(header: readonly string[]): SchoolSystem | null {
  const keys = header.map(normaliseHeader).filter((k) => k !== '' && !targetNames.has(k));
  let best: SchoolSystem | null = null;
  let bestCount = 2;
  for (const [system, names] of normalisedExports) {
    const count = keys.filter((k) => names.has(k)).length;
    if (count > bestCount && count * 2 > keys.length) {
      best = system;
      bestCount = count;
    }
  }
  return best;
}
