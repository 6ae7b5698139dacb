import { describe, expect, it } from 'vitest';
import { writesReadableLogs } from './logger';

describe('writesReadableLogs', () => {
  it('writes readable lines for a development process at a terminal', () => {
    expect(writesReadableLogs({ logFormat: 'auto', nodeEnv: 'development' }, true)).toBe(true);
  });

  it('writes JSON when the output is piped, or outside development', () => {
    expect(writesReadableLogs({ logFormat: 'auto', nodeEnv: 'development' }, false)).toBe(false);
    expect(writesReadableLogs({ logFormat: 'auto', nodeEnv: 'production' }, true)).toBe(false);
    expect(writesReadableLogs({ logFormat: 'auto', nodeEnv: 'test' }, true)).toBe(false);
  });

  it('follows LOG_FORMAT when it names a format', () => {
    expect(writesReadableLogs({ logFormat: 'json', nodeEnv: 'development' }, true)).toBe(false);
    expect(writesReadableLogs({ logFormat: 'pretty', nodeEnv: 'test' }, false)).toBe(true);
  });
});
