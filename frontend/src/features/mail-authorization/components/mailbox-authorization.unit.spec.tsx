import type { ConnectedMailbox, MailboxConnection } from '@memorial-care/contracts/http';
import { describe, expect, it } from 'vitest';
import { commonI18n } from '../../../lib/common-i18n';
import { renderToText } from '../../../lib/testing/render-to-text';
import { mailAuthorizationI18n } from '../i18n';
import { MailboxAuthorization } from './mailbox-authorization-page';

// Static renders of the Mail Authorization Setup from the answers of GET /api/oauth/mailbox.

const settings: Omit<MailboxConnection, 'mailbox'> = {
  configured: true,
  issuer: 'https://accounts.google.com',
  redirectUri: 'https://care.example/api/oauth/callback',
  scopes: ['openid', 'email', 'https://mail.google.com/'],
};
const stored: ConnectedMailbox = {
  source: 'database',
  account: 'office@memorialcare.example',
  connectedAt: '2026-05-04T10:00:00.000Z',
  tokenHint: '••••Ab3d',
  issuer: 'https://accounts.google.com',
  matchesConfiguration: true,
  lastRefreshError: null,
  lastRefreshErrorAt: null,
};

const render = (connection: MailboxConnection) =>
  renderToText(<MailboxAuthorization connection={connection} />, {
    translations: { mailAuthorization: mailAuthorizationI18n.en, common: commonI18n.en },
  });

describe('MailboxAuthorization', () => {
  it('offers the two steps while no mailbox is connected', async () => {
    const { text } = await render({ ...settings, mailbox: null });
    expect(text).toContain('No mailbox is connected.');
    expect(text).toContain('Generate the authorization link');
    expect(text).toContain('Generate link');
    expect(text).toContain('Paste the authorization code');
    expect(text).toContain('Get Refresh Token');
    expect(text).toContain('https://care.example/api/oauth/callback');
    expect(text).toContain('https://mail.google.com/');
    expect(text).not.toContain('Disconnect');
  });

  it('shows the connected account, when, its masked token and Disconnect', async () => {
    const { text } = await render({ ...settings, mailbox: stored });
    expect(text).toContain('office@memorialcare.example');
    expect(text).toContain('Connected');
    expect(text).toContain('stored encrypted (••••Ab3d)');
    expect(text).toContain('Disconnect');
    expect(text).toContain('The app reads the mailbox as office@memorialcare.example.');
  });

  it('says when the provider refused to renew the access, or the settings changed', async () => {
    const { text } = await render({
      ...settings,
      mailbox: {
        ...stored,
        matchesConfiguration: false,
        lastRefreshError: 'The provider refused (invalid_grant)',
        lastRefreshErrorAt: '2026-05-05T08:00:00.000Z',
      },
    });
    expect(text).toContain('The provider refused to renew the access on');
    expect(text).toContain('invalid_grant');
    expect(text).toContain('connected with other provider settings');
    expect(text).toContain('Waiting for the mailbox to be connected.');
  });

  it('shows a mailbox set by the environment, with nothing to connect or disconnect', async () => {
    const { text } = await render({
      ...settings,
      mailbox: { ...stored, source: 'environment', connectedAt: null },
    });
    expect(text).toContain('Set by the server environment');
    expect(text).toContain('MAIL_OAUTH_REFRESH_TOKEN and MAIL_OAUTH_ACCOUNT are set on the server');
    expect(text).not.toContain('Disconnect');
    expect(text).not.toContain('Get Refresh Token');
  });

  it('says what to configure when no OAuth client is set', async () => {
    const { text } = await render({ ...settings, configured: false, mailbox: null });
    expect(text).toContain('The mail authorization is not configured');
    expect(text).toContain('MAIL_OAUTH_CLIENT_ID');
    expect(text).not.toContain('Get Refresh Token');
  });
});
