import type { Communication } from '@memorial-care/contracts/http';
import { describe, expect, it } from 'vitest';
import {
  automaticMailKey,
  canReply,
  communicationStatusColor,
  communicationTypeKey,
  fileSizeText,
  isKnownCommunicationStatus,
} from './display';
import { communication } from './testing-communications';

describe('communication display helpers', () => {
  it('colours delivered and read green, sent blue, failed red and other grey', () => {
    expect(communicationStatusColor('delivered')).toBe('green');
    expect(communicationStatusColor('read')).toBe('green');
    expect(communicationStatusColor('sent')).toBe('blue');
    expect(communicationStatusColor('failed')).toBe('red');
    expect(communicationStatusColor('queued')).toBe('default');
    expect(isKnownCommunicationStatus('queued')).toBe(true);
    expect(isKnownCommunicationStatus('bounced')).toBe(false);
  });

  it('labels email and instagram, anything else as a message', () => {
    expect(communicationTypeKey('email')).toBe('email');
    expect(communicationTypeKey('instagram')).toBe('instagram');
    expect(communicationTypeKey('sms')).toBe('other');
  });

  it('names the automatic mails of the app, and nothing written by people', () => {
    expect(automaticMailKey('invite')).toBe('invite');
    expect(automaticMailKey('notification-invoice_issued')).toBe('invoice');
    expect(automaticMailKey('notification-visit_completed')).toBe('visit');
    expect(automaticMailKey('care-reminder')).toBe('reminder');
    expect(automaticMailKey('memorial-days')).toBe('reminder');
    expect(automaticMailKey('message')).toBeNull();
    expect(automaticMailKey('mailbox')).toBeNull();
  });

  it('offers Reply on inbound mail with a Message-ID only', () => {
    const inbound: Communication = communication({ direction: 'inbound', messageId: '<a@b>' });
    expect(canReply(inbound)).toBe(true);
    expect(canReply({ ...inbound, messageId: null })).toBe(false);
    expect(canReply({ ...inbound, direction: 'outbound' })).toBe(false);
    expect(canReply({ ...inbound, type: 'instagram' })).toBe(false);
  });

  it('writes file sizes', () => {
    expect(fileSizeText(512)).toBe('512 B');
    expect(fileSizeText(2048)).toBe('2.0 KB');
    expect(fileSizeText(3 * 1024 * 1024)).toBe('3.0 MB');
  });
});
