/**
 * A test identity provider: its keys (test/fixtures/saml) and signed SAML Responses, for the
 * SSO login tests of the sources and of the built server.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { SignedXml } from 'xml-crypto';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/saml/${name}`, import.meta.url), 'utf8');
export const IDP_KEY = fixture('idp-key.pem');
export const IDP_CERT = fixture('idp-cert.pem');
export const OTHER_KEY = fixture('other-idp-key.pem');
export const OTHER_CERT = fixture('other-idp-cert.pem');
export const IDP_ENTITY = 'https://idp.test/metadata';

/** Where the service provider (Quire) expects the response: its ACS URL and entity id. */
export interface ServiceProvider {
  acsURL: string;
  entityID: string;
}

const iso = (ms: number) => new Date(Date.now() + ms).toISOString();
const esc = (v: string) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

export interface ResponseOptions {
  inResponseTo: string;
  email?: string;
  nameID?: string;
  displayName?: string;
  audience?: string;
  issuer?: string;
  key?: string;
  cert?: string;
  notOnOrAfterMs?: number;
  recipient?: string;
  /** false: the SubjectConfirmationData does not repeat InResponseTo (the Response still names it). */
  subjectInResponseTo?: boolean;
}

/** A SAML Response with one Assertion signed (enveloped, exclusive c14n, rsa-sha256). */
export function samlResponse(sp: ServiceProvider, o: ResponseOptions): string {
  const now = iso(0);
  const until = iso(o.notOnOrAfterMs ?? 5 * 60 * 1000);
  const issued = o.notOnOrAfterMs !== undefined && o.notOnOrAfterMs < 0 ? iso(o.notOnOrAfterMs - 5 * 60 * 1000) : now;
  const assertionId = `_a${randomUUID().replace(/-/g, '')}`;
  const nameID = o.nameID ?? o.email ?? 'someone@example.com';
  const issuer = o.issuer ?? IDP_ENTITY;
  const attributes = [
    o.displayName
      ? `<saml:Attribute Name="displayName"><saml:AttributeValue>${esc(o.displayName)}</saml:AttributeValue></saml:Attribute>`
      : '',
    o.email && o.nameID
      ? `<saml:Attribute Name="email"><saml:AttributeValue>${esc(o.email)}</saml:AttributeValue></saml:Attribute>`
      : '',
  ].join('');
  const assertion =
    `<saml:Assertion xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${assertionId}" Version="2.0" IssueInstant="${issued}">` +
    `<saml:Issuer>${esc(issuer)}</saml:Issuer>` +
    `<saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress">${esc(nameID)}</saml:NameID>` +
    `<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer">` +
    `<saml:SubjectConfirmationData${o.subjectInResponseTo === false ? '' : ` InResponseTo="${o.inResponseTo}"`} NotOnOrAfter="${until}" Recipient="${esc(o.recipient ?? sp.acsURL)}"/>` +
    `</saml:SubjectConfirmation></saml:Subject>` +
    `<saml:Conditions NotBefore="${issued}" NotOnOrAfter="${until}"><saml:AudienceRestriction><saml:Audience>${esc(o.audience ?? sp.entityID)}</saml:Audience></saml:AudienceRestriction></saml:Conditions>` +
    `<saml:AuthnStatement AuthnInstant="${issued}" SessionIndex="${assertionId}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>` +
    (attributes ? `<saml:AttributeStatement>${attributes}</saml:AttributeStatement>` : '') +
    `</saml:Assertion>`;
  const response =
    `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="_r${randomUUID().replace(/-/g, '')}" Version="2.0" IssueInstant="${issued}" Destination="${esc(sp.acsURL)}" InResponseTo="${o.inResponseTo}">` +
    `<saml:Issuer>${esc(issuer)}</saml:Issuer>` +
    `<samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>` +
    assertion +
    `</samlp:Response>`;
  const sig = new SignedXml({
    privateKey: o.key ?? IDP_KEY,
    publicCert: o.cert ?? IDP_CERT,
    signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
    canonicalizationAlgorithm: 'http://www.w3.org/2001/10/xml-exc-c14n#',
  });
  sig.addReference({
    xpath: "//*[local-name(.)='Assertion']",
    digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
    transforms: ['http://www.w3.org/2000/09/xmldsig#enveloped-signature', 'http://www.w3.org/2001/10/xml-exc-c14n#'],
  });
  sig.computeSignature(response, {
    location: { reference: "//*[local-name(.)='Assertion']/*[local-name(.)='Issuer']", action: 'after' },
  });
  return Buffer.from(sig.getSignedXml(), 'utf8').toString('base64');
}
