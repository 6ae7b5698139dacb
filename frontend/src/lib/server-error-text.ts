import type { ApiFieldError } from '@memorial-care/contracts/http';
import type { TFunction } from 'i18next';
import { ApiRequestError } from './api-client';

export type CommonT = TFunction<'common'>;

/**
 * The server writes its messages in English, in the spec's wording (with names and days a
 * generic text lacks): English users get them as they are, everyone else the text of the code.
 */
const speaksServerLanguage = (t: CommonT) => t('serverErrors.language') === 'en';

const hasText = (t: CommonT, key: string) => t(key as never, { defaultValue: '' }) !== '';

/** The code's text when `common` has one (codes are the server's, so looked up at run time). */
const codeText = (t: CommonT, code: string | undefined): string | null => {
  if (!code || !/^[A-Za-z_]+$/.test(code)) return null;
  const key = `serverErrors.codes.${code}`;
  return hasText(t, key) ? t(key as never) : null;
};

const bound = (value: number | string | undefined) =>
  value === undefined ? undefined : String(value);

type Measure = 'text' | 'items' | 'date' | 'number';

const measureOfOrigin: Readonly<Record<string, Measure>> = {
  string: 'text',
  array: 'items',
  set: 'items',
  date: 'date',
  number: 'number',
  int: 'number',
  bigint: 'number',
};

/**
 * Which wording of too_big/too_small fits: what zod measured (`origin`), else what the server's
 * message says was measured (an answer without `origin`).
 */
const measureOf = ({ origin, message }: ApiFieldError): Measure => {
  const measured = origin === undefined ? undefined : measureOfOrigin[origin];
  if (measured) return measured;
  if (/character/i.test(message)) return 'text';
  if (/item|element|entr/i.test(message)) return 'items';
  if (/date|time|\d{4}-\d{2}-\d{2}/i.test(message)) return 'date';
  return 'number';
};

/**
 * One field's problem from a 400, in the user's language: by its issue code (zod's `too_big`,
 * `invalid_format`…, or ours such as `INVALID_TEXT`) with the bound it names; the server's own
 * message when the code is unknown or missing.
 */
export function translateFieldError(t: CommonT, item: ApiFieldError): string {
  const { code, message } = item;
  if (speaksServerLanguage(t) && message.trim() !== '') return message;
  const maximum = bound(item.maximum);
  const minimum = bound(item.minimum);
  const measure = measureOf(item);
  if (code === 'too_big') {
    if (maximum === undefined) return t('serverErrors.fields.tooBigPlain');
    if (measure === 'text') return t('serverErrors.fields.tooLongText', { maximum });
    if (measure === 'items') return t('serverErrors.fields.tooManyItems', { maximum });
    if (measure === 'date') return t('serverErrors.fields.tooLate', { maximum });
    return t('serverErrors.fields.tooBig', { maximum });
  }
  if (code === 'too_small') {
    if (minimum === undefined) return t('serverErrors.fields.tooSmallPlain');
    if (measure === 'text' && minimum === '1') return t('serverErrors.fields.required');
    if (measure === 'text') return t('serverErrors.fields.tooShortText', { minimum });
    if (measure === 'date') return t('serverErrors.fields.tooEarly', { minimum });
    return t('serverErrors.fields.tooSmall', { minimum });
  }
  if (code && /^[A-Za-z_]+$/.test(code)) {
    const key = `serverErrors.fields.${code}`;
    if (hasText(t, key)) return t(key as never);
  }
  // A check of the server's own without a code: its English message only to English users.
  return speaksServerLanguage(t) && message.trim() !== ''
    ? message
    : t('serverErrors.fields.custom');
}

/** The last path segment that names a field ("body.holidayDates.0" → "holidayDates"). */
const fieldNameOf = (path: string) =>
  path
    .split('.')
    .filter(
      (part) => part !== 'body' && part !== 'query' && part !== 'params' && !/^\d+$/.test(part),
    )
    .at(-1) ?? path;

/** The code a status stands for when an answer has none. */
const codeOfStatus: Readonly<Record<number, string>> = {
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

export interface ServerErrorTextOptions {
  /** A 400's fields' problems after the summary (default); off where a form shows them. */
  readonly listFields?: boolean;
}

/**
 * What to tell the user about a failed call, in their language, never a raw "500: …":
 * - the server's `code` when `common` knows it (a 400 also lists its fields' problems);
 * - a 5xx, or an answer without a code (a proxy's): what happened, by status;
 * - otherwise the server's own message (an unknown code), else `fallback`.
 * Every code the services answer has a text (contracts' `apiErrorCodes`, checked by tests).
 */
export function translateServerError(
  t: CommonT,
  error: unknown,
  fallback?: string,
  { listFields = true }: ServerErrorTextOptions = {},
): string {
  if (!(error instanceof ApiRequestError)) {
    if (error instanceof TypeError) return t('serverErrors.status.network');
    return fallback || t('serverErrors.status.other');
  }
  const body = error.body;
  if (body?.code === 'VALIDATION_FAILED' || (error.status === 400 && body?.errors?.length)) {
    const summary =
      (speaksServerLanguage(t) ? body?.message : null) ??
      codeText(t, body?.code) ??
      codeText(t, 'VALIDATION_FAILED') ??
      body?.message ??
      '';
    const fields = (listFields ? (body?.errors ?? []) : []).map(
      (item) => `${fieldNameOf(item.path)}: ${translateFieldError(t, item)}`,
    );
    return fields.length > 0
      ? t('serverErrors.fieldList', { summary, fields: fields.join('; ') })
      : summary;
  }
  const serverMessage = body?.message?.trim();
  if (serverMessage && error.status < 500 && speaksServerLanguage(t)) return serverMessage;
  const known = codeText(t, body?.code);
  if (known) return known;
  if (error.status === 502 || error.status === 503 || error.status === 504)
    return t('serverErrors.status.unavailable');
  if (error.status >= 500) return t('serverErrors.status.server');
  // No code (a proxy's answer, an older server): what its status says, in the user's language.
  const byStatus = codeText(t, codeOfStatus[error.status]);
  if (byStatus) return byStatus;
  if (serverMessage) return serverMessage;
  return fallback || t('serverErrors.status.other');
}

/** A refusal already taken apart (code and message): the message in English, else the code's text. */
export function translateCode(t: CommonT, code: string | undefined, message: string): string {
  if (speaksServerLanguage(t) && message.trim() !== '') return message;
  return codeText(t, code) ?? message;
}

/** How a screen words the server's errors: in the user's language, by their codes. */
export interface ServerErrorTexts {
  /** A failed call, for a toast or a summary (`fallback` when nothing better is known). */
  readonly error: (error: unknown, fallback?: string, options?: ServerErrorTextOptions) => string;
  /** One field's problem of a 400, beside its field. */
  readonly field: (item: ApiFieldError) => string;
  /** A refusal kept as its code and message. */
  readonly coded: (code: string | undefined, message: string) => string;
}

export const serverErrorTextsOf = (t: CommonT): ServerErrorTexts => ({
  error: (error, fallback, options) => translateServerError(t, error, fallback, options),
  field: (item) => translateFieldError(t, item),
  coded: (code, message) => translateCode(t, code, message),
});
