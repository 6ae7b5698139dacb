import { z } from 'zod';

/**
 * A mutation answers with the position of its last event (as "commit:prepare") in the
 * `X-Event-Position` header, so clients or tests can ask for read-your-writes explicitly.
 */
export const eventPositionHeader = 'x-event-position';
export const positionTokenSchema = z.string().regex(/^\d+:\d+$/);
