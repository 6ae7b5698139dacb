import { describe, expect, it } from 'vitest';
import { guestRequestI18n } from '../i18n';
import { detailsText, requestFailedText } from './failure-text';

const detailsLabel = guestRequestI18n.en.toast.details;

describe('requestFailedText', () => {
  it('is the server message alone when there are no details', () => {
    expect(requestFailedText('Too many requests', undefined, detailsLabel)).toBe(
      'Too many requests',
    );
    expect(requestFailedText('Too many requests', '', detailsLabel)).toBe('Too many requests');
  });

  it('adds " Details: " and the details when present, as the spec says', () => {
    expect(
      requestFailedText('Could not save the request', 'mail queue unavailable', detailsLabel),
    ).toBe('Could not save the request Details: mail queue unavailable');
  });
});

describe('detailsText', () => {
  it('joins a list of texts and writes anything else as JSON', () => {
    expect(detailsText(['a', 'b'])).toBe('a, b');
    expect(detailsText({ retryAfterSeconds: 60 })).toBe('{"retryAfterSeconds":60}');
    expect(detailsText(null)).toBeNull();
    expect(detailsText([])).toBeNull();
  });
});
