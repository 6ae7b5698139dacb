import type { z } from 'zod';
import { inputIssueCodes } from '../domain/input-bounds';

/**
 * Every `code` an error answer of the API can carry, declared once: the services' typed errors
 * take only these, and the clients have a text for each in every language (a new code without
 * texts fails the frontend's tests).
 */
export const apiErrorCodes = [
  // The request itself
  'VALIDATION_FAILED',
  'INVALID_TEXT',
  'MALFORMED_BODY',
  'BAD_REQUEST',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'METHOD_NOT_ALLOWED',
  'NOT_FOUND',
  'HTTPS_REQUIRED',
  'IDEMPOTENCY_KEY_REUSED',
  'IDEMPOTENCY_KEY_IN_PROGRESS',
  // Who asks
  'UNAUTHORIZED',
  'FORBIDDEN',
  'FOREIGN_ORIGIN',
  'TOO_MANY_REQUESTS',
  // The server
  'INTERNAL_ERROR',
  'DATABASE_UNAVAILABLE',
  'MAIL_QUEUE_UNAVAILABLE',
  // Races and uniqueness
  'CONFLICT',
  'VERSION_CONFLICT',
  'PRECONDITION_FAILED',
  'EMAIL_TAKEN',
  'EMAIL_BELONGS_TO_ANOTHER_ACCOUNT',
  'USER_EXISTS',
  'CLIENT_ALREADY_EXISTS',
  'CLIENT_EMAIL_TAKEN',
  'CARETAKER_ALREADY_EXISTS',
  'CARETAKER_EMAIL_TAKEN',
  'CEMETERY_ALREADY_EXISTS',
  'GRAVE_ALREADY_EXISTS',
  'SERVICE_REQUEST_ALREADY_EXISTS',
  // Business rules
  'CLIENT_HAS_OPEN_REQUESTS',
  'CARETAKER_HAS_OPEN_REQUESTS',
  'CEMETERY_HAS_GRAVES',
  'GRAVE_HAS_OPEN_REQUESTS',
  'GRAVE_OF_ANOTHER_CLIENT',
  'GRAVE_IN_ANOTHER_CEMETERY',
  'GRAVE_DATES_OUT_OF_ORDER',
  'CARE_PLAN_NOT_AUTOMATIC',
  'CARE_OCCASION_BOOKED',
  'CARETAKER_NOT_AVAILABLE',
  'DAY_OVER_CAPACITY',
  'INVALID_STATUS_TRANSITION',
  'PLAN_OVERDUE',
  'TASK_ALREADY_ACCEPTED',
  'NO_CARETAKER_TO_DECLINE',
  'PHOTO_LIMIT_REACHED',
  'PHOTOS_NOT_OPEN',
  'PHOTO_HAS_NO_CEMETERY',
  'PHOTO_HAS_NO_POSITION',
  'INVITE_NOT_FOUND',
  'INVITE_USED',
  'INVITE_EXPIRED',
  'INVITE_EXISTS',
  'NO_VALID_INVITE',
  'INVALID_STEP',
  'MAIL_NOT_FAILED',
  'MAIL_JOB_GONE',
  'PROJECTION_NOT_SKIPPABLE',
  'PROJECTION_NOT_PAUSED_ON_EVENT',
  // The ledger
  'PAYMENT_ALREADY_RECORDED',
  'INVOICE_VOIDED',
  'INVOICE_HAS_PAYMENTS',
  // Caretaker payouts
  'PAYOUT_ALREADY_PAID',
  'INVOICE_CREDITED',
  'INVOICE_VOIDED_NOT_CREDITABLE',
  'CREDIT_NOTE_NOT_CREDITABLE',
  'CREDIT_EXCEEDS_INVOICE',
  'REFUND_EXCEEDS_PAYMENT',
  'REFUND_ALREADY_RECORDED',
  // The office mailbox's authorization (OAuth 2.0)
  'MAIL_OAUTH_NOT_CONFIGURED',
  'MAILBOX_SET_BY_ENVIRONMENT',
  'OAUTH_STATE_INVALID',
  'OAUTH_STATE_EXPIRED',
  'OAUTH_CODE_REFUSED',
  'OAUTH_ACCESS_DENIED',
  'OAUTH_NO_REFRESH_TOKEN',
  'OAUTH_NO_ACCOUNT',
  'OAUTH_PROVIDER_UNAVAILABLE',
  // The office mailbox's sync, and channels not connected
  'MAILBOX_NOT_CONNECTED',
  'MAILBOX_UNREACHABLE',
  'INSTAGRAM_NOT_CONNECTED',
] as const;
export type ApiErrorCode = (typeof apiErrorCodes)[number];

/** zod's issue codes, all of them (the check below fails when zod adds one). */
const zodIssueCodes = [
  'invalid_type',
  'too_big',
  'too_small',
  'invalid_format',
  'not_multiple_of',
  'unrecognized_keys',
  'invalid_union',
  'invalid_key',
  'invalid_element',
  'invalid_value',
  'custom',
] as const satisfies readonly z.core.$ZodIssue['code'][];
type MissingZodIssueCode = Exclude<z.core.$ZodIssue['code'], (typeof zodIssueCodes)[number]>;
const everyZodIssueCode: [MissingZodIssueCode] extends [never] ? true : MissingZodIssueCode = true;
void everyZodIssueCode;

/** Every `code` one field's problem in a 400 can carry: zod's and the input bounds' own. */
export const apiFieldErrorCodes = [...zodIssueCodes, ...Object.values(inputIssueCodes)] as const;
export type ApiFieldErrorCode = (typeof apiFieldErrorCodes)[number];
