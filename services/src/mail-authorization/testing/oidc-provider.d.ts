// The parts of oidc-provider (v9, no types of its own) the loopback test provider uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  import Koa from 'koa';

  export interface InteractionDetails {
    readonly uid: string;
    readonly prompt: {
      readonly name: string;
      readonly details: {
        readonly missingOIDCScope?: readonly string[];
        readonly missingOIDCClaims?: readonly string[];
        readonly missingResourceScopes?: Readonly<Record<string, readonly string[]>>;
      };
    };
    readonly params: Readonly<Record<string, unknown>>;
    readonly session?: { readonly accountId?: string };
    readonly grantId?: string;
  }

  export interface Grant {
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: readonly string[]): void;
    addResourceScope(indicator: string, scope: string): void;
    save(): Promise<string>;
  }

  export interface GrantClass {
    new (init: { accountId: string; clientId: string }): Grant;
    find(id: string): Promise<Grant | undefined>;
  }

  export class Provider extends Koa {
    constructor(issuer: string, configuration?: Readonly<Record<string, unknown>>);
    readonly Grant: GrantClass;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionResult(
      req: IncomingMessage,
      res: ServerResponse,
      result: Readonly<Record<string, unknown>>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<string>;
  }

  export default Provider;
}
