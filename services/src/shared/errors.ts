import type { ApiErrorCode, ApiFieldErrorCode } from '@memorial-care/contracts/http';

/**
 * Typed errors: handlers and deciders throw them, one middleware maps them to HTTP.
 * Deciders throw only `DomainRuleError` / `NotFoundError` / `ForbiddenError`.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** One of the contracts' codes, so every client has a text for it in every language. */
    readonly code?: ApiErrorCode,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export interface FieldError {
  readonly path: string;
  readonly message: string;
  /** Stable, for translation: zod's issue code (`too_big`…) or ours (`invalid_date`…). */
  readonly code?: ApiFieldErrorCode;
  /** What a too_big/too_small measured (zod's `origin`: string, array, number, date…). */
  readonly origin?: string;
  /** The bound that was crossed (a length, a number or a date). */
  readonly maximum?: number | string;
  readonly minimum?: number | string;
}

export class ValidationError extends AppError {
  constructor(
    message: string,
    readonly errors: readonly FieldError[] = [],
    code: ApiErrorCode = 'VALIDATION_FAILED',
    /** 422: well-formed, but a rule of the moment refuses it (a visit day already past). */
    status: 400 | 422 = 400,
  ) {
    super(status, message, code);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'Not signed in') {
    super(401, message, 'UNAUTHORIZED');
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'You are not allowed to do this') {
    super(403, message, 'FORBIDDEN');
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found') {
    super(404, message, 'NOT_FOUND');
  }
}

/** An upload over its size limit. */
export class PayloadTooLargeError extends AppError {
  constructor(message: string) {
    super(413, message, 'PAYLOAD_TOO_LARGE');
  }
}

/** A lost race (stale expected revision) or a uniqueness clash. */
export class ConflictError extends AppError {
  constructor(message: string, code: ApiErrorCode = 'CONFLICT', details?: unknown) {
    super(409, message, code, details);
  }
}

/**
 * `If-Match` named a revision the entity has moved on from: someone else changed it since the
 * client read it, and nothing was changed.
 */
export class PreconditionFailedError extends AppError {
  constructor(
    message = 'This was changed by someone else. Reload to see the new values.',
    details?: unknown,
  ) {
    super(412, message, 'PRECONDITION_FAILED', details);
  }
}

/** A business rule said no, e.g. `CARETAKER_NOT_AVAILABLE`. */
export class DomainRuleError extends AppError {
  constructor(code: ApiErrorCode, message: string, details?: unknown) {
    super(422, message, code, details);
  }
}

export class TooManyRequestsError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message, 'TOO_MANY_REQUESTS');
  }
}

/** A write sent from another site (a cross-site form, another port or subdomain): no CSRF. */
export class ForeignOriginError extends AppError {
  constructor(message = 'This request came from another site and was refused') {
    super(403, message, 'FOREIGN_ORIGIN');
  }
}

/** A body of a type the route does not take (a form post to a JSON route). */
export class UnsupportedMediaTypeError extends AppError {
  constructor(message: string) {
    super(415, message, 'UNSUPPORTED_MEDIA_TYPE');
  }
}
