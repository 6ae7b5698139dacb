import type { RecordedEvent } from '@memorial-care/contracts/event-store';
import {
  clientApprovedSchema,
  clientRegisteredSchema,
  photoDeletedSchema,
  serviceRequestEventSchema,
  type ServiceRequestEvent,
} from '@memorial-care/contracts/events';

// The fields the log reads, each schema built once (building a zod schema per event cost more
// than the whole row). A photo's other fields are the photos projection's to check.
const clientRegisteredFields = clientRegisteredSchema.pick({ clientId: true, name: true });
const photoFields = photoDeletedSchema.pick({ photoId: true, requestId: true, type: true });

/** Stands in the description for the caretaker's name, which SQL fills in at write time. */
export const caretakerPlaceholder = '{caretaker}';

/** One activity row before the caretaker name is resolved. */
export interface ActivityEntry {
  readonly id: string;
  readonly type: string;
  readonly description: string;
  readonly entityType: 'service_request' | 'client';
  readonly entityId: string;
  readonly userId: string | null;
  readonly caretakerId: string | null;
  readonly metadata: Record<string, string>;
  readonly createdAt: string;
}

type Described = Pick<ActivityEntry, 'type' | 'description'> & {
  readonly caretakerId?: string | null;
  readonly metadata?: Record<string, string>;
};

/** "grave_cleaning" → "Grave cleaning". */
const label = (value: string) => {
  const words = value.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const describeServiceRequest = (parsed: ServiceRequestEvent): Described => {
  switch (parsed.type) {
    case 'ServiceRequested':
      return {
        type: 'service_created',
        description: `Service request created: ${label(parsed.data.serviceType)}`,
        caretakerId: parsed.data.caretakerId,
        metadata: { amount: parsed.data.amount },
      };
    case 'ServiceRequestScheduled':
      return {
        type: 'service_scheduled',
        description: `Service scheduled with ${caretakerPlaceholder}`,
        caretakerId: parsed.data.caretakerId,
      };
    case 'TaskAccepted':
      return {
        type: 'service_scheduled',
        description: `Task accepted by ${caretakerPlaceholder}`,
        caretakerId: parsed.data.caretakerId,
      };
    case 'TaskDeclined':
      return {
        type: 'service_declined',
        description: `Task declined by ${caretakerPlaceholder}`,
        caretakerId: parsed.data.caretakerId,
      };
    case 'ServiceRequestStarted':
      return { type: 'service_started', description: 'Service started' };
    case 'ServiceRequestCompleted':
      return { type: 'service_completed', description: 'Service completed' };
    case 'ServiceRequestStatusChanged':
      return parsed.data.to === 'completed'
        ? { type: 'service_completed', description: 'Service completed' }
        : {
            type: 'service_status_changed',
            description: `Service status changed from ${label(parsed.data.from)} to ${label(parsed.data.to).toLowerCase()}`,
          };
    case 'ServiceRequestCancelled':
      return { type: 'service_cancelled', description: 'Service request cancelled' };
    case 'ServiceRequestUpdated':
      return { type: 'service_updated', description: 'Service request updated' };
    case 'ServiceRequestDeleted':
      return { type: 'service_deleted', description: 'Service request deleted' };
  }
};

/** The activity row of one event (a payload that does not parse pauses the projection). */
export const activityEntry = (event: RecordedEvent): ActivityEntry => {
  const base = {
    id: event.id,
    userId: event.metadata.userId,
    createdAt: event.metadata.occurredAt,
  };
  if (event.type === 'ClientRegistered') {
    const data = clientRegisteredFields.parse(event.data);
    return {
      ...base,
      type: 'client_registered',
      description: `New client registered: ${data.name}`,
      entityType: 'client',
      entityId: data.clientId,
      caretakerId: null,
      metadata: {},
    };
  }
  if (event.type === 'ClientApproved') {
    const { clientId } = clientApprovedSchema.parse(event.data);
    return {
      ...base,
      type: 'client_approved',
      description: 'Client registration approved',
      entityType: 'client',
      entityId: clientId,
      caretakerId: null,
      metadata: {},
    };
  }
  if (event.type === 'PhotoAttached' || event.type === 'PhotoDeleted') {
    const photo = photoFields.parse(event.data);
    const attached = event.type === 'PhotoAttached';
    return {
      ...base,
      type: attached ? 'photo_uploaded' : 'photo_deleted',
      description: `${label(photo.type)} photo ${attached ? 'uploaded' : 'deleted'}`,
      entityType: 'service_request',
      entityId: photo.requestId,
      caretakerId: null,
      metadata: { photoId: photo.photoId },
    };
  }
  const parsed = serviceRequestEventSchema.parse({ type: event.type, data: event.data });
  const described = describeServiceRequest(parsed);
  return {
    ...base,
    type: described.type,
    description: described.description,
    entityType: 'service_request',
    entityId: parsed.data.requestId,
    caretakerId: described.caretakerId ?? null,
    metadata: described.metadata ?? {},
  };
};
