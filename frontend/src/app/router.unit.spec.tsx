import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { inviteI18n } from '../features/invite/i18n';
import { renderToText } from '../lib/testing/render-to-text';
import { appI18n } from './i18n';
import { AppRouter } from './router';

// A static render (no DOM needed): what an invite link shows before its page's chunk arrives.

describe('AppRouter on an invite link', () => {
  it('says "Verifying your invite..." while the invite page loads', async () => {
    const { text } = await renderToText(
      <MemoryRouter initialEntries={['/invite/0123456789abcdef']}>
        <AppRouter />
      </MemoryRouter>,
      { translations: { app: appI18n.en, invite: inviteI18n.en } },
    );
    expect(text).toContain('Verifying your invite...');
  });
});
