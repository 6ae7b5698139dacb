import { z } from 'zod';
import type { ZodOpenApiResponseObject } from 'zod-openapi';
import {
  apiErrorCodes,
  apiErrorSchema,
  apiFieldErrorCodes,
  apiFieldErrorSchema,
} from '@memorial-care/contracts/http';
import type { AnyRoute } from '../http/route';
import type { RouteDoc } from './route-docs';

/** The shared error body, with the codes the contracts allow spelled out for clients. */
const apiErrorBody = apiErrorSchema
  .extend({
    code: z.enum(apiErrorCodes).optional(),
    errors: z
      .array(apiFieldErrorSchema.extend({ code: z.enum(apiFieldErrorCodes).optional() }))
      .optional(),
  })
  .meta({
    id: 'ApiError',
    description:
      'Every non-2xx answer has this body. `code` is stable (clients translate it); `errors` lists one entry per field of a 400.',
  });

const retryAfter = z.object({
  'Retry-After': z.string().meta({ description: 'Seconds to wait before trying again' }),
});

const errorAnswer = (
  id: string,
  description: string,
  headers?: typeof retryAfter,
): ZodOpenApiResponseObject => ({
  id,
  description,
  content: { 'application/json': { schema: apiErrorBody } },
  ...(headers ? { headers } : {}),
});

/** Each error status the API answers, as one shared response component. */
export const errorAnswers = {
  400: errorAnswer(
    'BadRequest',
    'The params, query, headers or body failed validation (`VALIDATION_FAILED`, one entry per field in `errors`), or the body is malformed (`MALFORMED_BODY`).',
  ),
  401: errorAnswer('Unauthorized', 'Not signed in, or the credentials are wrong (`UNAUTHORIZED`).'),
  403: errorAnswer(
    'Forbidden',
    'The caller’s role may not call this route (`FORBIDDEN`), or a change was sent from another site (`FOREIGN_ORIGIN`).',
  ),
  404: errorAnswer('NotFound', 'No such record, or none the caller may see (`NOT_FOUND`).'),
  409: errorAnswer(
    'Conflict',
    'A uniqueness clash (e.g. `EMAIL_TAKEN`), a race lost after retries (`VERSION_CONFLICT`), or an `Idempotency-Key` reused with another body.',
  ),
  412: errorAnswer(
    'PreconditionFailed',
    '`If-Match` names a revision the record has moved on from: someone else changed it, and nothing was changed (`PRECONDITION_FAILED`).',
  ),
  413: errorAnswer('PayloadTooLarge', 'The body is too large (`PAYLOAD_TOO_LARGE`).'),
  415: errorAnswer(
    'UnsupportedMediaType',
    'The body is not of a type the route takes (`UNSUPPORTED_MEDIA_TYPE`).',
  ),
  422: errorAnswer(
    'BusinessRuleViolated',
    'A business rule said no; `code` says which (e.g. `CARETAKER_NOT_AVAILABLE`).',
  ),
  429: errorAnswer(
    'TooManyRequests',
    'Too many requests from this address (`TOO_MANY_REQUESTS`).',
    retryAfter,
  ),
  500: errorAnswer(
    'InternalError',
    'An unexpected failure; the answer says nothing about its cause (`INTERNAL_ERROR`).',
  ),
  503: errorAnswer(
    'ServiceUnavailable',
    'PostgreSQL is unavailable for a moment (`DATABASE_UNAVAILABLE`).',
    retryAfter,
  ),
} as const satisfies Record<number, ZodOpenApiResponseObject>;

export type ErrorStatus = keyof typeof errorAnswers;

/** A change honours `If-Match` when the route names the entity stream it changes. */
export const honoursIfMatch = (route: AnyRoute) =>
  route.method !== 'get' && route.entityStream !== undefined;

/**
 * The error statuses a route can answer, from what it declares: validated input (400), a
 * session (401), roles (403; a change also when sent from another site), path params (404),
 * a change (409, 413, 415, 422, and 412 with If-Match), a rate limit (429); any route 500/503;
 * and those its doc adds.
 */
export const errorStatusesOf = (route: AnyRoute, doc: RouteDoc): ErrorStatus[] => {
  const changes = route.method !== 'get';
  const implied: Record<ErrorStatus, boolean> = {
    400: Boolean(route.params || route.query || route.body || changes),
    401: route.access !== 'public',
    403: Array.isArray(route.access) || changes,
    404: route.path.includes('/:'),
    409: changes,
    412: honoursIfMatch(route),
    413: changes,
    415: changes,
    422: changes,
    429: doc.rateLimited === true,
    500: true,
    503: true,
  };
  return (Object.keys(implied).map(Number) as ErrorStatus[]).filter(
    (status) => implied[status] || doc.extraErrors?.includes(status),
  );
};
