/**
 * A real OpenID provider for the tests (oidc-provider), in-process on a free port: accounts the
 * test sets, a `groups` claim, and an interaction that signs in whoever `next` names at once (no
 * login page). Its signing key is the test's, so a test can mint ID tokens the provider would
 * not (another audience, a tampered payload, an unknown key) and have the token endpoint answer
 * them (`tamper`).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeJwt, exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import Provider from 'oidc-provider';

export interface Account {
  email: string;
  email_verified?: boolean;
  name?: string;
  groups?: string[];
}

export interface Client {
  client_id: string;
  client_secret: string;
  redirect_uris: string[];
}

/** How the token endpoint's ID token is changed before it reaches the client. */
export type Tamper = (idToken: string) => Promise<string>;

export interface OpenIdProvider {
  issuer: string;
  accounts: Map<string, Account>;
  /** The account the next interaction signs in. */
  next: string | null;
  tamper: Tamper | null;
  /** Starts the provider with these clients (their redirect URIs are known once the issuer is). */
  start(clients: Client[]): void;
  /**
   * Publishes one more signing key in the provider's JWKS (a key rotated in): the set the provider
   * serves at `/jwks` is then its own key and these.
   */
  publishKey(key: { publicKey: CryptoKey; kid: string }): Promise<void>;
  /** Signs `payload` with the provider's key (or `key` when given). */
  sign(payload: Record<string, unknown>, key?: { privateKey: CryptoKey; kid: string }): Promise<string>;
  close(): Promise<void>;
}

export async function openIdProvider(): Promise<OpenIdProvider> {
  const keys = await generateKeyPair('RS256', { extractable: true });
  const jwk: JWK = { ...(await exportJWK(keys.privateKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  let handler: ((req: IncomingMessage, res: ServerResponse) => void) | null = null;
  /** Public keys served beside the provider's own (`publishKey`). */
  const published: JWK[] = [];
  const server: Server = createServer((req, res) => {
    if (!handler) return res.writeHead(503).end();
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const op: OpenIdProvider = {
    issuer,
    accounts: new Map(),
    next: null,
    tamper: null,
    start(clients) {
      const provider = new Provider(issuer, {
        clients: clients.map((c) => ({
          ...c,
          grant_types: ['authorization_code'],
          response_types: ['code'],
          token_endpoint_auth_method: 'client_secret_post',
        })),
        jwks: { keys: [jwk] },
        scopes: ['openid', 'email', 'profile', 'groups'],
        claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'], groups: ['groups'] },
        conformIdTokenClaims: false,
        ttl: { Interaction: 600, Grant: 600, Session: 600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
        pkce: { required: () => true },
        features: { devInteractions: { enabled: false } },
        cookies: { keys: ['test-cookie-key'] },
        interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
        findAccount: (_ctx, sub) => {
          const account = op.accounts.get(sub);
          if (!account) return undefined;
          return { accountId: sub, claims: () => ({ sub, ...account }) };
        },
      });
      const callback = provider.callback();
      handler = (req, res) => {
        const path = req.url ?? '';
        if (path.startsWith('/interaction/')) {
          void (async () => {
            const details = await provider.interactionDetails(req, res);
            const accountId = op.next ?? '';
            const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) });
            grant.addOIDCScope(String(details.params.scope));
            const grantId = await grant.save();
            await provider.interactionFinished(
              req,
              res,
              { login: { accountId }, consent: { grantId } },
              { mergeWithLastSubmission: false },
            );
          })().catch((error) => res.writeHead(500).end(String(error)));
          return;
        }
        if (path === '/jwks' && published.length) {
          const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...own } = jwk;
          res.writeHead(200, { 'content-type': 'application/jwk-set+json' });
          res.end(JSON.stringify({ keys: [own, ...published] }));
          return;
        }
        if (path.startsWith('/token') && op.tamper) {
          const tamper = op.tamper;
          // Buffer the token response and change its ID token.
          const chunks: Buffer[] = [];
          const end = res.end.bind(res);
          const write = res.write.bind(res);
          res.write = ((chunk: unknown) => {
            chunks.push(Buffer.from(chunk as Buffer));
            return true;
          }) as typeof res.write;
          res.end = ((chunk?: unknown) => {
            if (chunk && typeof chunk !== 'function') chunks.push(Buffer.from(chunk as Buffer));
            const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
            void (async () => {
              if (body.id_token) body.id_token = await tamper(body.id_token);
              const text = JSON.stringify(body);
              res.removeHeader('content-length');
              res.setHeader('content-length', Buffer.byteLength(text));
              write(text);
              end();
            })();
            return res;
          }) as typeof res.end;
        }
        callback(req, res);
      };
    },
    async publishKey(key) {
      published.push({ ...(await exportJWK(key.publicKey)), kid: key.kid, alg: 'RS256', use: 'sig' });
    },
    async sign(payload, key) {
      return new SignJWT(payload)
        .setProtectedHeader({ alg: 'RS256', kid: key?.kid ?? 'test-key' })
        .sign(key?.privateKey ?? keys.privateKey);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return op;
}

/** The claims of an ID token (not verified). */
export const claimsOf = (idToken: string) => decodeJwt(idToken) as Record<string, unknown>;

/** Cookies kept across the provider's redirects. */
class Jar {
  private cookies = new Map<string, string>();
  take(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair.indexOf('=');
      this.cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
  }
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

/**
 * Follows a sign-in from Quire's start URL through the provider until it redirects back to the
 * callback: the callback URL (with code and state), not yet opened.
 */
export async function throughProvider(startURL: string, issuer: string): Promise<URL> {
  const started = await fetch(startURL, { redirect: 'manual' });
  if (started.status !== 302) throw new Error(`start answered ${started.status}: ${await started.text()}`);
  let next = new URL(started.headers.get('location')!);
  const jar = new Jar();
  for (let hops = 0; hops < 10; hops++) {
    if (!next.href.startsWith(issuer)) return next;
    const res = await fetch(next, { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.take(res);
    const location = res.headers.get('location');
    if (!location) throw new Error(`the provider answered ${res.status}: ${await res.text()}`);
    next = new URL(location, next);
  }
  throw new Error('too many redirects');
}
