import { z } from 'zod';

/**
 * Optimistic concurrency end to end. An entity's GET answers `ETag: "<revision>"`, the revision
 * of its event stream (a strong validator: any change to the entity moves it). A change sent with
 * `If-Match: "<revision>"` is made only while the stream is still at that revision; otherwise
 * the answer is 412 PRECONDITION_FAILED and nothing changes. `If-Match: *` and no header at all
 * ask for no check. Lists of tags and weak tags (`W/"3"`, never equal under If-Match's strong
 * comparison) are refused as malformed.
 */
export const entityTagHeader = 'ETag';
export const ifMatchHeader = 'If-Match';

/** The ETag of a stream revision. */
export const entityTagOf = (revision: bigint): string => `"${revision}"`;

/** An If-Match header: the revision it names, or null for `*`. */
export const ifMatchSchema = z
  .string()
  .trim()
  .regex(/^(\*|"\d{1,19}")$/, 'If-Match must be "*" or one ETag of this API, like "3"')
  .transform((value) => (value === '*' ? null : BigInt(value.slice(1, -1))));
