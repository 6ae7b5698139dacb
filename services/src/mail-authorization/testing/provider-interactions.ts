import type { IncomingMessage } from 'node:http';
import type { Context, Next } from 'koa';
import type { InteractionDetails, Provider } from 'oidc-provider';

// The loopback provider's own sign-in and consent pages (instead of oidc-provider's development
// pages, which load a web font from the internet): plain HTML forms, no script, no style, so a
// browser journey and a plain HTTP client drive them alike.

export interface TestAccount {
  readonly email: string;
  readonly password: string;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const page = (title: string, body: string) => `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body><h1>${escapeHtml(title)}</h1>${body}</body></html>`;

const signInPage = (uid: string, problem: string | null) =>
  page(
    'Sign in to the test mail provider',
    `${problem ? `<p role="alert">${escapeHtml(problem)}</p>` : ''}
<form method="post" action="/interaction/${escapeHtml(uid)}/login">
<label>Email <input name="login" type="email" autocomplete="username" required></label>
<label>Password <input name="password" type="password" autocomplete="current-password" required></label>
<button type="submit">Sign in</button>
</form>`,
  );

const consentPage = (uid: string, details: InteractionDetails) => {
  const scopes = String(details.params.scope ?? '')
    .split(' ')
    .filter(Boolean);
  return page(
    'Allow access to your mailbox',
    `<p>${escapeHtml(String(details.params.client_id))} asks for: ${scopes.map(escapeHtml).join(', ')}</p>
<form method="post" action="/interaction/${escapeHtml(uid)}/confirm"><button type="submit">Allow</button></form>
<form method="post" action="/interaction/${escapeHtml(uid)}/abort"><button type="submit">Deny</button></form>`,
  );
};

const readForm = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
};

/** What the consent grants: everything the authorization asked for (as oidc-provider's pages do). */
const grantConsent = async (provider: Provider, details: InteractionDetails) => {
  const { prompt, grantId, session, params } = details;
  const grant =
    (grantId ? await provider.Grant.find(grantId) : undefined) ??
    new provider.Grant({ accountId: session?.accountId ?? '', clientId: String(params.client_id) });
  if (prompt.details.missingOIDCScope)
    grant.addOIDCScope(prompt.details.missingOIDCScope.join(' '));
  if (prompt.details.missingOIDCClaims) grant.addOIDCClaims(prompt.details.missingOIDCClaims);
  for (const [indicator, scopes] of Object.entries(prompt.details.missingResourceScopes ?? {}))
    grant.addResourceScope(indicator, scopes.join(' '));
  return grant.save();
};

/** Serves /interaction/<uid> (the page of its prompt) and its login, confirm and abort forms. */
export const interactionPages =
  (provider: Provider, accounts: readonly TestAccount[]) => async (ctx: Context, next: Next) => {
    const match = /^\/interaction\/([\w-]+)(?:\/(login|confirm|abort))?$/.exec(ctx.path);
    if (!match) return next();
    const [, uid = '', action] = match;
    const details = await provider.interactionDetails(ctx.req, ctx.res);
    if (details.uid !== uid) ctx.throw(400, 'Not this interaction');
    ctx.set('Cache-Control', 'no-store');
    if (!action) {
      ctx.type = 'html';
      ctx.body =
        details.prompt.name === 'login' ? signInPage(uid, null) : consentPage(uid, details);
      return;
    }
    if (ctx.method !== 'POST') return next();
    let result: Record<string, unknown>;
    if (action === 'login') {
      const form = await readForm(ctx.req);
      const account = accounts.find(
        (a) => a.email === form.get('login') && a.password === form.get('password'),
      );
      if (!account) {
        ctx.type = 'html';
        ctx.body = signInPage(uid, 'Wrong email or password');
        return;
      }
      result = { login: { accountId: account.email } };
    } else if (action === 'confirm') {
      result = { consent: { grantId: await grantConsent(provider, details) } };
    } else {
      result = { error: 'access_denied', error_description: 'The mailbox owner said no' };
    }
    const returnTo = await provider.interactionResult(ctx.req, ctx.res, result, {
      mergeWithLastSubmission: action === 'confirm',
    });
    ctx.redirect(returnTo);
    ctx.status = 303;
  };
