/**
 * History state set by a successful sign-in, so the router can send the user home when the
 * page they signed in on does not exist for their role (e.g. an invite link).
 */
export const signedInState = { signedIn: true } as const;

export const isSignedInState = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && 'signedIn' in state && state.signedIn === true;
