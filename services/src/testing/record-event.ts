import { randomUUID } from 'node:crypto';
import { clientStreamId, type ClientRegistered } from '@memorial-care/contracts/events';
import { clientRegisteredData, systemMetadata } from './event-data';
import type { TestApp } from './test-app';

/**
 * Records one event the system made on a new stream, straight into the log, and waits until
 * the read models have it (for facts of other features a test needs as they are).
 */
export const recordEvent = async (app: TestApp, streamId: string, type: string, data: object) => {
  const { position } = await app.deps.eventStore.appendToStream(
    streamId,
    [{ id: randomUUID(), type, data, metadata: systemMetadata() }],
    { expectedRevision: 'no_stream' },
  );
  await app.deps.waitForProjections(position);
};

/** A client record an admin registered (`ClientRegistered`), once the read models have it. */
export const recordClientRecord = async (
  app: TestApp,
  overrides: Partial<ClientRegistered> & { readonly name: string },
) => {
  const client = clientRegisteredData(overrides);
  await recordEvent(app, clientStreamId(client.clientId), 'ClientRegistered', client);
  return client.clientId;
};
