import { describe, expect, it } from 'vitest';
import { pendingRefreshInterval, pendingRefreshMs } from './pending-refresh';

describe('pendingRefreshInterval', () => {
  it('follows the list while a mail shown is queued or being sent', () => {
    expect(pendingRefreshInterval([{ status: 'sent' }, { status: 'queued' }])).toBe(
      pendingRefreshMs,
    );
    expect(pendingRefreshInterval([{ status: 'sending' }])).toBe(pendingRefreshMs);
  });

  it('rests once every mail shown is sent or failed, and before the first answer', () => {
    expect(pendingRefreshInterval([{ status: 'sent' }, { status: 'failed' }])).toBe(false);
    expect(pendingRefreshInterval([])).toBe(false);
    expect(pendingRefreshInterval(undefined)).toBe(false);
  });
});
