import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

// Tests only: a real OpenID Connect provider (oidc-provider) on a loopback port, with its own
// development login page (any password; the login name is the account's `sub`) and consent given
// for the one client, so the code flow runs end to end.

export type TProviderAccount = {
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  name?: string;
};

export type TOidcTestProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The OIDC_* settings an app needs to use this provider. */
  env: Record<string, string>;
  /** Adds or replaces the account whose login name (and `sub`) is `sub`. */
  setAccount(sub: string, claims: TProviderAccount): void;
  /**
   * Plays the browser at the provider: follows the authorization URL, signs in as `sub` on the
   * provider's login page, and answers the address the provider sends back to (the app's callback).
   */
  signIn(authorizationUrl: string, sub: string): Promise<URL>;
  close(): Promise<void>;
};

export async function startOidcTestProvider(options: { appUrl: string; port?: number }): Promise<TOidcTestProvider> {
  const accounts = new Map<string, TProviderAccount>();
  const clientId = 'pawnbook-test';
  const clientSecret = 'pawnbook-test-secret-that-is-long-enough';
  const redirectUri = `${options.appUrl}/api/auth/callback`;

  let handler: ((req: IncomingMessage, res: ServerResponse) => void) | null = null;
  const server: Server = createServer((req, res) => {
    if (handler) handler(req, res);
    else res.writeHead(503).end();
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        post_logout_redirect_uris: [`${options.appUrl}/login?logout=true`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'given_name', 'family_name'] },
    pkce: { required: () => true },
    ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    cookies: { keys: ['pawnbook-test-provider-cookie-key'] },
    features: { devInteractions: { enabled: true }, rpInitiatedLogout: { enabled: true } },
    findAccount: async (_ctx: unknown, id: string) => {
      const claims = accounts.get(id);
      if (!claims) return undefined;
      return { accountId: id, claims: async () => ({ sub: id, ...claims }) };
    },
    // First-party client: consent is implied, so the provider's only page is its login form.
    loadExistingGrant: async (ctx) => {
      const grantId = ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session.grantIdFor(ctx.oidc.client.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({ accountId: ctx.oidc.session.accountId, clientId: ctx.oidc.client.clientId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  handler = provider.callback();

  const signIn: TOidcTestProvider['signIn'] = async (authorizationUrl, sub) => {
    const jar = new Map<string, string>();
    const keep = (res: Response) => {
      for (const line of res.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const at = pair?.indexOf('=') ?? -1;
        if (pair && at > 0) jar.set(pair.slice(0, at), pair.slice(at + 1));
      }
    };
    const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    let url = new URL(authorizationUrl);
    for (let hop = 0; hop < 10; hop += 1) {
      if (url.href.startsWith(redirectUri)) return url;
      let res = await fetch(url, { redirect: 'manual', headers: { cookie: cookie() } });
      keep(res);
      if (res.status === 200 && url.pathname.startsWith('/interaction/')) {
        const html = await res.text();
        const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
        if (!action) throw new Error(`no login form at ${url.href}`);
        res = await fetch(new URL(action.replaceAll('&amp;', '&'), issuer), {
          method: 'POST',
          redirect: 'manual',
          headers: { cookie: cookie(), 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ prompt: 'login', login: sub, password: 'any' }).toString(),
        });
        keep(res);
      }
      const location = res.headers.get('location');
      if (!location) throw new Error(`the provider stopped at ${url.href} with ${res.status}: ${await res.text()}`);
      url = new URL(location, url);
    }
    throw new Error('too many redirects at the provider');
  };

  return {
    issuer,
    clientId,
    clientSecret,
    env: { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: clientSecret, OIDC_PROVIDER_NAME: 'Test ID' },
    setAccount: (sub, claims) => void accounts.set(sub, claims),
    signIn,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
