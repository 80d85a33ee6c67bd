import { defineMessages } from '../i18n/define';

/**
 * How the app and the CLI word a failure on the way through a proxy (shared/errors/proxy-wording.ts
 * picks the key): the proxy named by its address without credentials, where it was set
 * (`error.proxy.from.<source>`, quoted as `{{where}}`), and what to do, which depends on
 * where it was set.
 */
export const proxyMessages = defineMessages({
  'error.proxy.from.environment': { en: 'from {{setting}}', de: 'aus {{setting}}' },
  'error.proxy.from.policy': {
    en: 'from the machine-wide policy',
    de: 'aus der Richtlinie Ihrer IT-Abteilung',
  },
  'error.proxy.from.system': {
    en: "from the system's proxy settings",
    de: 'aus den Proxy-Einstellungen des Systems',
  },
  'error.proxy.credentialsRefused.environment': {
    en: 'The proxy {{proxy}} refused the credentials in {{setting}} (HTTP {{status}}) and did not connect to {{host}}. Check the user name and password there (http://USER:PASSWORD@host:port, special characters percent-encoded).',
    de: 'Der Proxy {{proxy}} hat die Zugangsdaten aus {{setting}} abgelehnt (HTTP {{status}}) und keine Verbindung zu {{host}} hergestellt. Prüfen Sie dort Benutzername und Passwort (http://BENUTZER:PASSWORT@host:port, Sonderzeichen prozentkodiert).',
  },
  'error.proxy.credentialsRefused.policy': {
    en: "The proxy {{proxy}} refused the credentials in the machine-wide policy's proxy address (HTTP {{status}}) and did not connect to {{host}}. Ask your IT department to correct the policy.",
    de: 'Der Proxy {{proxy}} hat die Zugangsdaten in der Proxy-Adresse der Richtlinie Ihrer IT-Abteilung abgelehnt (HTTP {{status}}) und keine Verbindung zu {{host}} hergestellt. Bitten Sie Ihre IT-Abteilung, die Richtlinie zu korrigieren.',
  },
  'error.proxy.credentialsRefused.system': {
    en: "The proxy {{proxy}} (from the system's proxy settings) refused the credentials it was given (HTTP {{status}}) and did not connect to {{host}}. Ask your network administrator.",
    de: 'Der Proxy {{proxy}} (aus den Proxy-Einstellungen des Systems) hat die übergebenen Zugangsdaten abgelehnt (HTTP {{status}}) und keine Verbindung zu {{host}} hergestellt. Wenden Sie sich an Ihre Netzwerkadministration.',
  },
  'error.proxy.credentialsWanted.environment': {
    en: 'The proxy {{proxy}} (from {{setting}}) wants credentials before it connects to {{host}} (HTTP {{status}}). Put them into {{setting}}: http://USER:PASSWORD@host:port.',
    de: 'Der Proxy {{proxy}} (aus {{setting}}) verlangt Zugangsdaten, bevor er eine Verbindung zu {{host}} herstellt (HTTP {{status}}). Tragen Sie sie in {{setting}} ein: http://BENUTZER:PASSWORT@host:port.',
  },
  'error.proxy.credentialsWanted.policy': {
    en: 'The proxy {{proxy}} (from the machine-wide policy) wants credentials before it connects to {{host}} (HTTP {{status}}). Ask your IT department: the policy names the proxy without credentials (every user can read the policy file), so the proxy must let this computer through without a password.',
    de: 'Der Proxy {{proxy}} (aus der Richtlinie Ihrer IT-Abteilung) verlangt Zugangsdaten, bevor er eine Verbindung zu {{host}} herstellt (HTTP {{status}}). Wenden Sie sich an Ihre IT-Abteilung: Die Richtlinie nennt den Proxy ohne Zugangsdaten (jeder Benutzer kann die Richtliniendatei lesen), daher muss der Proxy diesen Computer ohne Passwort durchlassen.',
  },
  'error.proxy.credentialsWanted.system': {
    en: "The proxy {{proxy}} (from the system's proxy settings) wants credentials before it connects to {{host}} (HTTP {{status}}). Ask your network administrator; this app cannot send the system proxy its password.",
    de: 'Der Proxy {{proxy}} (aus den Proxy-Einstellungen des Systems) verlangt Zugangsdaten, bevor er eine Verbindung zu {{host}} herstellt (HTTP {{status}}). Wenden Sie sich an Ihre Netzwerkadministration; diese App kann dem System-Proxy sein Passwort nicht senden.',
  },
  'error.proxy.refused': {
    en: 'The proxy {{proxy}} ({{where}}) refused the connection. Is the proxy running, and is its address right?',
    de: 'Der Proxy {{proxy}} ({{where}}) hat die Verbindung abgelehnt. Läuft der Proxy, und stimmt seine Adresse?',
  },
  'error.proxy.status': {
    en: 'The proxy {{proxy}} ({{where}}) did not connect to {{host}}: it answered HTTP {{status}}. Is the server reachable from the proxy, and may the proxy connect to it?',
    de: 'Der Proxy {{proxy}} ({{where}}) hat keine Verbindung zu {{host}} hergestellt: Er antwortete mit HTTP {{status}}. Ist der Server vom Proxy aus erreichbar, und darf der Proxy sich mit ihm verbinden?',
  },
  'error.proxy.via': {
    en: '(The connection goes through the proxy {{proxy}}, {{where}}.)',
    de: '(Die Verbindung läuft über den Proxy {{proxy}}, {{where}}.)',
  },
});
