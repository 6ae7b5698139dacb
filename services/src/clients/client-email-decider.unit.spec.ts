import { describe, it } from 'vitest';
import type { ClientEmailEvent } from '@memorial-care/contracts/events';
import { ConflictError } from '../shared/errors';
import { DeciderSpecification } from '../shared/testing/decider-specification';
import { clientEmailDecider, type ClientEmailCommand } from './client-email-decider';

const given = DeciderSpecification.for(clientEmailDecider);

const email = 'milica@example.com';
const milica = '5f0e9d8c-7b6a-4954-8372-615049382716';
const jovan = '6a1f0e9d-8c7b-4a65-9483-726150493827';
const reserved = (clientId: string): ClientEmailEvent => ({
  type: 'ClientEmailReserved',
  data: { email, clientId },
});
const released = (clientId: string): ClientEmailEvent => ({
  type: 'ClientEmailReleased',
  data: { email, clientId },
});
const claim = (clientId: string): ClientEmailCommand => ({
  type: 'ClaimClientEmail',
  data: { email, clientId },
});
const release = (clientId: string): ClientEmailCommand => ({
  type: 'ReleaseClientEmail',
  data: { email, clientId },
});

describe('client email claim decider', () => {
  it('claims a free address', () =>
    given([])
      .when(claim(milica))
      .then([reserved(milica)]));

  it("refuses another client's address with the spec's message", () =>
    given([reserved(milica)])
      .when(claim(jovan))
      .thenThrows(ConflictError, {
        message: 'A client with this email already exists',
        code: 'CLIENT_EMAIL_TAKEN',
      }));

  it('treats claiming one’s own address again as done', () =>
    given([reserved(milica)])
      .when(claim(milica))
      .then([]));

  it('lets another client claim an address once it was released', () =>
    given([reserved(milica), released(milica)])
      .when(claim(jovan))
      .then([reserved(jovan)]));

  it('releases the owner’s claim', () =>
    given([reserved(milica)])
      .when(release(milica))
      .then([released(milica)]));

  it("never releases someone else's claim", () =>
    given([reserved(milica)])
      .when(release(jovan))
      .then([]));

  it('releases nothing that is not claimed', () => given([]).when(release(milica)).then([]));
});
