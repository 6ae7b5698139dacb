import { z } from 'zod';

/**
 * A mutation answers with the position of its last event (as "commit:prepare") in the
 * `X-Event-Position` header, so clients or tests can ask for read-your-writes explicitly.
 */
export const eventPositionHeader = 'x-event-position';
export const positionTokenSchema = z.string().regex(/^\d+:\d+$/);

/**
 * When read-your-writes gave up waiting (a read model lags, say one is paused), the answer names
 * the read models it did not wait out, comma-separated; the client refetches a moment later.
 */
export const readModelsLaggingHeader = 'x-read-models-lagging';
