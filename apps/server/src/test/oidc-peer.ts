import { generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Adapter, type AdapterPayload } from 'oidc-provider';
import type { GoogleOptions } from '../auth/google';

/** What the stand-in for Google says about a person (the claims of its ID token). */
export interface OidcAccount {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
  picture: string;
}

/** A real OpenID Connect provider (node-oidc-provider) on 127.0.0.1, playing Google in tests. */
export interface OidcPeer {
  /** The options of our Google sign-in that point at this provider. */
  google: GoogleOptions;
  /** The person who signs in at the provider's login step from now on. */
  signInAs(account: OidcAccount): void;
  close(): Promise<void>;
}

/**
 * The provider's storage, in this process's memory: its own quick-start one works the same but
 * prints a warning into every test run. Expiry does not matter for a test that lasts seconds.
 */
function memoryAdapter(): (name: string) => Adapter {
  const store = new Map<string, AdapterPayload>();
  return (name) => {
    const key = (id: string) => `${name}:${id}`;
    const findBy = (field: 'uid' | 'userCode', value: string) => [...store.entries()].find(([k, p]) => k.startsWith(`${name}:`) && p[field] === value)?.[1];
    return {
      upsert: async (id, payload) => void store.set(key(id), payload),
      find: async (id) => store.get(key(id)),
      findByUid: async (uid) => findBy('uid', uid),
      findByUserCode: async (userCode) => findBy('userCode', userCode),
      consume: async (id) => {
        const payload = store.get(key(id));
        if (payload) payload.consumed = Math.floor(Date.now() / 1000);
      },
      destroy: async (id) => void store.delete(key(id)),
      revokeByGrantId: async (grantId) => {
        for (const [k, p] of store) if (p.grantId === grantId) store.delete(k);
      },
    };
  };
}

/**
 * Starts the provider on a free port with one client, ours, whose redirect URI is
 * `${redirectBaseUrl}/api/auth/callback/google`. Its login and consent steps complete at once as
 * the person given to signInAs, through the provider's own interaction API, so a test drives the
 * whole authorization-code flow over HTTP without a browser.
 */
export async function startOidcPeer({ redirectBaseUrl }: { redirectBaseUrl: string }): Promise<OidcPeer> {
  const accounts = new Map<string, OidcAccount>();
  let current: OidcAccount | undefined;
  const clientId = 'reelsmith-test-client';
  const clientSecret = 'reelsmith-test-client-secret';
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });

  let handle: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.end();
  const server = createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [`${redirectBaseUrl}/api/auth/callback/google`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [{ ...signingKey, kid: 'test-signing-key', alg: 'RS256', use: 'sig' }] },
    cookies: { keys: ['oidc-peer-cookie-key'] },
    adapter: memoryAdapter(),
    // Set, so the provider does not warn that its defaults are in use.
    ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
    // Google puts the profile in the ID token itself, not only behind the userinfo endpoint.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, sub) => {
      const account = accounts.get(sub);
      return account ? { accountId: sub, claims: () => ({ ...account }) } : undefined;
    },
  });
  const callback = provider.callback();

  /** The login page of a real provider, answered at once: sign in as `current`, consent to all. */
  async function finishInteraction(req: IncomingMessage, res: ServerResponse) {
    const { prompt, params, session } = await provider.interactionDetails(req, res);
    if (prompt.name === 'login') {
      if (!current) throw new Error('call signInAs() before signing in');
      await provider.interactionFinished(req, res, { login: { accountId: current.sub } }, { mergeWithLastSubmission: false });
      return;
    }
    const grant = new provider.Grant({ accountId: session?.accountId ?? '', clientId: String(params.client_id) });
    grant.addOIDCScope(String(params.scope));
    await provider.interactionFinished(req, res, { consent: { grantId: await grant.save() } }, { mergeWithLastSubmission: true });
  }

  handle = (req, res) => {
    if (req.url?.startsWith('/interaction/')) {
      finishInteraction(req, res).catch((error: unknown) => {
        res.statusCode = 500;
        res.end(String(error));
      });
      return;
    }
    void callback(req, res);
  };

  return {
    google: { clientId, clientSecret, issuerUrl: issuer },
    signInAs(account) {
      accounts.set(account.sub, account);
      current = account;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
