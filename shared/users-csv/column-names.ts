import type { TargetColumn } from './columns';

/**
 * How a header is compared: case, spaces, `_`, `-` and `.` do not count, and German
 * umlauts equal their two-letter spelling ("Länderkennung" = "Laenderkennung").
 */
export function normaliseHeader(header: string): string {
  return header
    .replace(/^\uFEFF/, '')
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/[\s_\-.]+/g, '');
}

/** The names before 5.34 (spec 2.2, "Formerly ..."), normalised. */
export const LEGACY_NAMES: Readonly<Record<string, TargetColumn>> = {
  userid: 'name',
  firstname: 'givenName',
  lastname: 'surName',
  phonenumber: 'phone',
  managedappleid: 'managedAppleId',
};

/** Common English and German names for the same data, normalised. Never substrings: whole names only. */
export const SYNONYMS: Readonly<Record<string, TargetColumn>> = {
  // name (the login)
  username: 'name',
  user: 'name',
  login: 'name',
  loginname: 'name',
  logon: 'name',
  account: 'name',
  accountname: 'name',
  uid: 'name',
  samaccountname: 'name',
  benutzername: 'name',
  benutzer: 'name',
  anmeldename: 'name',
  kennung: 'name',
  benutzerkennung: 'name',
  loginid: 'name',
  nutzername: 'name',
  // email
  mail: 'email',
  emailaddress: 'email',
  mailaddress: 'email',
  emailadresse: 'email',
  mailadresse: 'email',
  // givenName
  forename: 'givenName',
  vorname: 'givenName',
  rufname: 'givenName',
  // surName
  familyname: 'surName',
  nachname: 'surName',
  familienname: 'surName',
  zuname: 'surName',
  // password
  passwort: 'password',
  kennwort: 'password',
  pass: 'password',
  pwd: 'password',
  pw: 'password',
  initialpassword: 'password',
  startpasswort: 'password',
  initialpasswort: 'password',
  // phone
  telephone: 'phone',
  telephonenumber: 'phone',
  tel: 'phone',
  telefon: 'phone',
  telefonnummer: 'phone',
  mobile: 'phone',
  mobilephone: 'phone',
  mobilenumber: 'phone',
  cellphone: 'phone',
  mobil: 'phone',
  mobilnummer: 'phone',
  handy: 'phone',
  handynummer: 'phone',
  rufnummer: 'phone',
  // position
  jobtitle: 'position',
  title: 'position',
  funktion: 'position',
  stelle: 'position',
  berufsbezeichnung: 'position',
  stellenbezeichnung: 'position',
  // country
  land: 'country',
  staat: 'country',
  countrycode: 'country',
  laenderkennung: 'country',
  laendercode: 'country',
  // managedAppleId
  appleid: 'managedAppleId',
  verwalteteappleid: 'managedAppleId',
};
