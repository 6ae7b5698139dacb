import {
  apiErrorSchema,
  entityTagHeader,
  eventPositionHeader,
  idempotencyKeyHeader,
  ifMatchHeader,
  readModelsLaggingHeader,
  type ApiError,
} from '@memorial-care/contracts/http';
import type { z } from 'zod';
import { config } from './config';
import { submissionKeys } from './submission-keys';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/**
 * A non-OK answer. `message` is "{status}: {response text or status text}" as the spec asks;
 * `body` holds the API's error body ({message, code?, errors?, details?}) when it sent one.
 */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly body: ApiError | null;

  constructor(status: number, text: string, body: ApiError | null) {
    super(`${status}: ${text}`);
    this.name = 'ApiRequestError';
    this.status = status;
    this.body = body;
  }
}

/** A 2xx answer whose body does not match the contract: a bug, reported as such. */
export class ApiContractError extends Error {
  constructor(method: HttpMethod, path: string, cause: unknown) {
    super(`Unexpected answer from ${method} ${path}`, { cause });
    this.name = 'ApiContractError';
  }
}

export interface ApiRequestOptions<T> {
  /** JSON payload; omitted entirely (no body, no content type) when undefined. */
  readonly body?: unknown;
  /** Parses the successful answer; use `z.unknown()` for answers the caller ignores. */
  readonly schema: z.ZodType<T>;
  readonly signal?: AbortSignal;
  /** Injected in tests; the browser's fetch otherwise. */
  readonly fetch?: FetchLike;
  /** A create: sends an Idempotency-Key, the same one when this submission is retried. */
  readonly idempotent?: boolean;
  /**
   * The Idempotency-Key a caller keeps itself (a move queued on the device, retried after a
   * reload), sent as it is.
   */
  readonly idempotencyKey?: string;
  /**
   * A change of what the caller showed at this ETag: sent as `If-Match`, so that a change made
   * meanwhile by someone else is refused (412) instead of overwritten.
   */
  readonly ifMatch?: string | null;
}

export interface ApiResponse<T> {
  readonly data: T;
  /**
   * Position of the event a mutation appended (the `x-event-position` header), or null. The
   * server already waits for its read models before answering, so the UI does not need it;
   * it stays available for callers that want explicit read-your-writes.
   */
  readonly eventPosition: string | null;
  /** The entity's revision (`ETag`) an entity GET answers, for a later change's `ifMatch`. */
  readonly etag: string | null;
}

type ReadModelsLaggingListener = (readModels: readonly string[]) => void;
const readModelsLaggingListeners = new Set<ReadModelsLaggingListener>();

/**
 * Called after an answer the server sent before some read models had caught up with the
 * change (it waits for them, but not forever): what is on screen may not show it yet. The
 * query client refetches a moment later (query-client.ts). Returns the unsubscribe.
 */
export const onReadModelsLagging = (listener: ReadModelsLaggingListener) => {
  readModelsLaggingListeners.add(listener);
  return () => void readModelsLaggingListeners.delete(listener);
};

const reportLaggingReadModels = (response: Response) => {
  const names = response.headers.get(readModelsLaggingHeader);
  if (!names) return;
  const readModels = names.split(',').map((name) => name.trim());
  for (const listener of readModelsLaggingListeners) listener(readModels);
};

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** One answer of the API, however it was fetched (fetch, or XMLHttpRequest for progress). */
export interface ApiAnswer {
  readonly status: number;
  readonly statusText: string;
  readonly text: string;
}

/**
 * A 2xx answer parsed with the contract, else ApiRequestError: "{status}: {text or status
 * text}", with the API's error body when it sent one.
 */
export function parseApiAnswer<T>(
  method: HttpMethod,
  path: string,
  schema: z.ZodType<T>,
  { status, statusText, text }: ApiAnswer,
): T {
  if (status < 200 || status >= 300) {
    const errorBody = apiErrorSchema.safeParse(parseJson(text));
    throw new ApiRequestError(
      status,
      text || statusText,
      errorBody.success ? errorBody.data : null,
    );
  }
  const parsed = schema.safeParse(text ? parseJson(text) : undefined);
  if (!parsed.success) throw new ApiContractError(method, path, parsed.error);
  return parsed.data;
}

/** Sends cookies, turns a non-OK answer into ApiRequestError, parses a 2xx answer with zod. */
export async function apiRequestWithMeta<T>(
  method: HttpMethod,
  path: string,
  options: ApiRequestOptions<T>,
): Promise<ApiResponse<T>> {
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const hasBody = options.body !== undefined;
  const idempotencyKey =
    options.idempotencyKey ??
    (options.idempotent ? submissionKeys.keyFor(method, path, options.body) : null);
  const response = await fetchImpl(`${config.apiBaseUrl}${path}`, {
    method,
    credentials: 'include',
    headers: {
      Accept: 'application/json',
      ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
      ...(idempotencyKey ? { [idempotencyKeyHeader]: idempotencyKey } : {}),
      ...(options.ifMatch ? { [ifMatchHeader]: options.ifMatch } : {}),
    },
    body: hasBody ? JSON.stringify(options.body) : undefined,
    signal: options.signal,
  }).catch((error: unknown) => {
    if (options.idempotent) submissionKeys.settle(method, path, options.body, null);
    throw error;
  });
  if (options.idempotent) submissionKeys.settle(method, path, options.body, response.status);
  const { status, statusText } = response;
  const data = parseApiAnswer(method, path, options.schema, {
    status,
    statusText,
    text: await response.text(),
  });
  reportLaggingReadModels(response);
  return {
    data,
    eventPosition: response.headers.get(eventPositionHeader),
    etag: response.headers.get(entityTagHeader),
  };
}

export async function apiRequest<T>(
  method: HttpMethod,
  path: string,
  options: ApiRequestOptions<T>,
): Promise<T> {
  return (await apiRequestWithMeta(method, path, options)).data;
}

export function apiGet<T>(
  path: string,
  schema: z.ZodType<T>,
  options: Omit<ApiRequestOptions<T>, 'schema' | 'body'> = {},
): Promise<T> {
  return apiRequest('GET', path, { ...options, schema });
}

/** The entity and its ETag (GET /api/<things>/:id): what an edit dialog shows and sends back. */
export interface Tagged<T> {
  readonly data: T;
  readonly etag: string | null;
}

export async function apiGetTagged<T>(
  path: string,
  schema: z.ZodType<T>,
  options: Omit<ApiRequestOptions<T>, 'schema' | 'body'> = {},
): Promise<Tagged<T>> {
  const { data, etag } = await apiRequestWithMeta('GET', path, { ...options, schema });
  return { data, etag };
}

/** True when the error is an API answer with this status (e.g. 401 = signed out). */
export const isApiStatus = (error: unknown, status: number): boolean =>
  error instanceof ApiRequestError && error.status === status;

/** The server's own message for a failed call, for toasts; the fallback otherwise. */
export const serverMessageOf = (error: unknown, fallback: string): string =>
  error instanceof ApiRequestError && error.body?.message ? error.body.message : fallback;
