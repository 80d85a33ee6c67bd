import { defineMessages } from '../i18n/define';

/**
 * What each TLS verification error means for the person who sees it, by Node's code
 * (`error.tls.<CODE>`, the `reason` core sets on a `tls` error); another code is said in
 * Node's own words (`description`).
 */
export const tlsMessages = defineMessages({
  'error.tls.DEPTH_ZERO_SELF_SIGNED_CERT': {
    en: 'the server presents a self-signed certificate',
    de: 'der Server legt ein selbstsigniertes Zertifikat vor',
  },
  'error.tls.SELF_SIGNED_CERT_IN_CHAIN': {
    en: "the server's certificate chain ends in a self-signed certificate that is not trusted",
    de: 'die Zertifikatskette des Servers endet in einem selbstsignierten Zertifikat, dem nicht vertraut wird',
  },
  'error.tls.UNABLE_TO_VERIFY_LEAF_SIGNATURE': {
    en: "the server's certificate is signed by an authority that is not trusted (or the server sends no intermediate certificate)",
    de: 'das Zertifikat des Servers ist von einer Stelle signiert, der nicht vertraut wird (oder der Server sendet kein Zwischenzertifikat)',
  },
  'error.tls.UNABLE_TO_GET_ISSUER_CERT_LOCALLY': {
    en: "the authority that signed the server's certificate is not trusted on this machine",
    de: 'der Stelle, die das Zertifikat des Servers signiert hat, wird auf diesem Computer nicht vertraut',
  },
  'error.tls.UNABLE_TO_GET_ISSUER_CERT': {
    en: "the authority that signed the server's certificate is unknown",
    de: 'die Stelle, die das Zertifikat des Servers signiert hat, ist unbekannt',
  },
  'error.tls.CERT_HAS_EXPIRED': {
    en: "the server's certificate has expired",
    de: 'das Zertifikat des Servers ist abgelaufen',
  },
  'error.tls.CERT_NOT_YET_VALID': {
    en: "the server's certificate is not valid yet (check this computer's clock)",
    de: 'das Zertifikat des Servers ist noch nicht gültig (prüfen Sie die Uhr dieses Computers)',
  },
  'error.tls.ERR_TLS_CERT_ALTNAME_INVALID': {
    en: "the server's certificate is for another host name",
    de: 'das Zertifikat des Servers gilt für einen anderen Hostnamen',
  },
  'error.tls.CERT_REVOKED': {
    en: "the server's certificate has been revoked",
    de: 'das Zertifikat des Servers wurde widerrufen',
  },
  'error.tls.CERT_SIGNATURE_FAILURE': {
    en: "the server's certificate signature is invalid",
    de: 'die Signatur des Zertifikats des Servers ist ungültig',
  },
  'error.tls.ERR_SSL_WRONG_VERSION_NUMBER': {
    en: 'the server does not speak TLS on this port (try http://, or the right port)',
    de: 'der Server spricht auf diesem Port kein TLS (versuchen Sie http:// oder den richtigen Port)',
  },
});
