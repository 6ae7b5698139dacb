import { z } from 'zod';
import { requestStatusSchema } from '../domain/constants';
import { requiredText, textLimits } from '../domain/input-bounds';

// GET /api/search: the admin's header search over clients, graves (deceased), cemeteries,
// caretakers and service requests, Serbian diacritics folded ("Ilic" finds "Ilić").

export const searchLimits = {
  /** Hits shown per group; one more is looked for, to tell "more" (no count: it costs). */
  perGroup: 5,
  /**
   * Substring matches need a trigram: shorter terms match the start of a name, and find no
   * service request.
   */
  substringMinLength: 3,
} as const;

/** Query of GET /api/search: `q` trimmed, 1..textLimits.search characters. */
export const searchQuerySchema = z.object({
  q: requiredText('Enter something to search for', textLimits.search),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** One found record: what the list shows (`label`, and `detail` below it). */
const searchHitSchema = z.object({
  id: z.string(),
  label: z.string(),
  detail: z.string().nullable(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

const groupOf = <Hit extends z.ZodType>(hit: Hit) =>
  z.object({
    hits: z.array(hit),
    /** More records match than `hits` shows ("5+"). */
    more: z.boolean(),
  });

const graveHitSchema = searchHitSchema.extend({ clientId: z.string() });
const requestHitSchema = searchHitSchema.extend({
  serviceType: z.string(),
  status: requestStatusSchema,
});
export type GraveSearchHit = z.infer<typeof graveHitSchema>;
export type RequestSearchHit = z.infer<typeof requestHitSchema>;

/** Answer of GET /api/search: one group per kind of record, in the order the header shows. */
export const searchResultsSchema = z.object({
  clients: groupOf(searchHitSchema),
  graves: groupOf(graveHitSchema),
  cemeteries: groupOf(searchHitSchema),
  caretakers: groupOf(searchHitSchema),
  requests: groupOf(requestHitSchema),
});
export type SearchResults = z.infer<typeof searchResultsSchema>;
export type SearchGroupName = keyof SearchResults;
export const searchGroupNames = Object.keys(searchResultsSchema.shape) as SearchGroupName[];
