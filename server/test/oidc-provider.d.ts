// oidc-provider ships no types; only what the test provider uses is declared.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  type TAccount = { accountId: string; claims: (use: string, scope: string) => Promise<Record<string, unknown>> };
  type TGrant = {
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    save(): Promise<string>;
  };
  type TContext = {
    oidc: {
      client: { clientId: string };
      session: { accountId: string; grantIdFor(clientId: string): string | undefined };
      result?: { consent?: { grantId?: string } };
      provider: Provider;
    };
  };

  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown> & {
      findAccount?: (ctx: unknown, id: string) => Promise<TAccount | undefined>;
      loadExistingGrant?: (ctx: TContext) => Promise<TGrant | undefined>;
    });
    Grant: { new (input: { accountId: string; clientId: string }): TGrant; find(id: string): Promise<TGrant | undefined> };
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    on(event: string, listener: (...args: unknown[]) => void): void;
  }
}
