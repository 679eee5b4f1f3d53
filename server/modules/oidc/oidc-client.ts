import { randomBytes } from 'node:crypto';
import type * as OpenIdClient from 'openid-client';
import { isLoopbackHost, type TOidcSettings } from '../../env';
import { openIdClient } from '../../lib/lazy-packages';

/** What the callback learned about the person, from the ID token and, where it lacks them, userinfo. */
export type TOidcIdentity = {
  sub: string;
  email: string | null;
  emailVerified: boolean;
  givenName: string | null;
  familyName: string | null;
  name: string | null;
};

/** The values of one sign-in attempt that the callback must see again. */
export type TOidcChecks = { state: string; nonce: string; codeVerifier: string };

// 32 random bytes, base64url: what openid-client's randomState, randomNonce and
// randomPKCECodeVerifier answer (here without loading the package before a sign-in).
const random32 = () => randomBytes(32).toString('base64url');

/** Fresh random state, nonce and PKCE verifier for one attempt. */
export function newChecks(): TOidcChecks {
  return { state: random32(), nonce: random32(), codeVerifier: random32() };
}

export type TOidcClient = {
  authorizationUrl(checks: TOidcChecks): Promise<URL>;
  /** Validates the provider's answer (state, iss, code with PKCE, ID token signature, nonce) and reads the claims. */
  completeSignIn(callbackUrl: URL, checks: TOidcChecks): Promise<TOidcIdentity>;
  /** The provider's RP-initiated logout address, or null when it offers none. */
  endSessionUrl(postLogoutRedirectUri: string): Promise<URL | null>;
};

const REQUEST_TIMEOUT_SECONDS = 10;
// A provider that could not be reached is asked again after this long, not on every click.
const RETRY_DISCOVERY_AFTER_MS = 30_000;

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

// Some providers send "true" as a string; anything else is not verified.
const isTrue = (value: unknown) => value === true || value === 'true';

export function createOidcClient(settings: TOidcSettings): TOidcClient {
  const issuer = new URL(settings.issuer);
  // env.ts already refused plain http anywhere but on this machine.
  const insecure = issuer.protocol === 'http:' && isLoopbackHost(issuer.hostname);
  let configuration: Promise<OpenIdClient.Configuration> | null = null;
  let failedAt = 0;

  const discover = (): Promise<OpenIdClient.Configuration> => {
    if (!configuration && Date.now() - failedAt < RETRY_DISCOVERY_AFTER_MS) {
      return Promise.reject(new Error('the OpenID provider could not be reached a moment ago'));
    }
    configuration ??= openIdClient()
      .then((client) =>
        client.discovery(issuer, settings.clientId, settings.clientSecret, undefined, {
          timeout: REQUEST_TIMEOUT_SECONDS,
          ...(insecure ? { execute: [client.allowInsecureRequests] } : {}),
        }),
      )
      .catch((error: unknown) => {
        configuration = null;
        failedAt = Date.now();
        throw error;
      });
    return configuration;
  };

  return {
    async authorizationUrl(checks) {
      const [client, config] = await Promise.all([openIdClient(), discover()]);
      return client.buildAuthorizationUrl(config, {
        redirect_uri: settings.redirectUri,
        scope: settings.scopes,
        response_type: 'code',
        code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
        state: checks.state,
        nonce: checks.nonce,
      });
    },

    async completeSignIn(callbackUrl, checks) {
      const [client, config] = await Promise.all([openIdClient(), discover()]);
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const idToken = tokens.claims();
      if (!idToken) throw new Error('the provider returned no ID token');
      let claims: Record<string, unknown> = idToken;
      // Many providers put only the subject in the ID token of a code flow; the rest is at userinfo.
      if (text(claims.email) === null && config.serverMetadata().userinfo_endpoint) {
        const info = await client.fetchUserInfo(config, tokens.access_token, idToken.sub);
        claims = { ...info, ...idToken, email: info.email, email_verified: info.email_verified };
      }
      return {
        sub: idToken.sub,
        email: text(claims.email)?.toLowerCase() ?? null,
        emailVerified: isTrue(claims.email_verified),
        givenName: text(claims.given_name),
        familyName: text(claims.family_name),
        name: text(claims.name),
      };
    },

    async endSessionUrl(postLogoutRedirectUri) {
      const [client, config] = await Promise.all([openIdClient(), discover()]);
      if (!config.serverMetadata().end_session_endpoint) return null;
      return client.buildEndSessionUrl(config, { client_id: settings.clientId, post_logout_redirect_uri: postLogoutRedirectUri });
    },
  };
}
