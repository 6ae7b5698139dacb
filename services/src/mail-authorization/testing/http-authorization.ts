import type { TestAccount } from './provider-interactions';

// Drives an authorization link through the loopback provider with plain HTTP, as a browser
// would: follows its redirects with the provider's cookies, signs in, consents (or declines),
// and stops where the provider sends the browser back to the app.

export interface HttpAuthorizationOptions {
  readonly account: TestAccount;
  /** `deny` declines the consent: the redirect then carries error=access_denied. */
  readonly consent?: 'allow' | 'deny';
}

const cookieHeader = (jar: ReadonlyMap<string, string>) =>
  [...jar].map(([name, value]) => `${name}=${value}`).join('; ');

/** Keeps the cookies a response sets (paths ignored: one flow at a time). */
const keepCookies = (jar: Map<string, string>, response: Response) => {
  for (const line of response.headers.getSetCookie()) {
    const [pair = '', ...attributes] = line.split(';');
    const separator = pair.indexOf('=');
    const name = pair.slice(0, separator).trim();
    const value = pair.slice(separator + 1).trim();
    if (!value || attributes.some((a) => /^\s*expires=Thu, 01 Jan 1970/i.test(a))) jar.delete(name);
    else jar.set(name, value);
  }
};

/** The form of an interaction page to submit: sign-in, or the consent's Allow or Deny. */
const formToSubmit = (html: string, options: HttpAuthorizationOptions) => {
  const actions = [...html.matchAll(/<form method="post" action="([^"]+)"/g)].map((m) => m[1]!);
  if (html.includes('name="password"'))
    return {
      action: actions[0]!,
      body: new URLSearchParams({
        login: options.account.email,
        password: options.account.password,
      }),
    };
  const wanted = options.consent === 'deny' ? '/abort' : '/confirm';
  const action = actions.find((a) => a.endsWith(wanted));
  if (!action) throw new Error(`No ${wanted} form on the interaction page:\n${html}`);
  return { action, body: new URLSearchParams() };
};

/**
 * Opens `authUrl` and goes through the provider's pages; answers the URL the provider sends the
 * browser back to (the app's redirect URI with code, state and iss, or error).
 */
export const authorizeWithHttp = async (
  authUrl: string,
  options: HttpAuthorizationOptions,
): Promise<URL> => {
  const providerOrigin = new URL(authUrl).origin;
  const jar = new Map<string, string>();
  let next: { url: URL; init: RequestInit } = { url: new URL(authUrl), init: {} };
  for (let step = 0; step < 20; step++) {
    const response = await fetch(next.url, {
      ...next.init,
      redirect: 'manual',
      headers: { ...(next.init.headers as Record<string, string>), cookie: cookieHeader(jar) },
    });
    keepCookies(jar, response);
    const location = response.headers.get('location');
    if (location) {
      const target = new URL(location, next.url);
      await response.body?.cancel();
      if (target.origin !== providerOrigin) return target;
      next = { url: target, init: {} };
      continue;
    }
    const html = await response.text();
    if (!response.ok) throw new Error(`The provider answered ${response.status}:\n${html}`);
    const form = formToSubmit(html, options);
    next = {
      url: new URL(form.action, next.url),
      init: {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form.body.toString(),
      },
    };
  }
  throw new Error('The authorization did not come back to the app in 20 steps');
};
