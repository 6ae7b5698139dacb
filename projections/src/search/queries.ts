import { sql, type CommonQueryMethods, type FragmentSqlToken } from 'slonik';
import { z } from 'zod';
import { requestStatusSchema } from '@memorial-care/contracts/domain';
import { searchLimits, type SearchResults } from '@memorial-care/contracts/http';
import { likePattern } from '../shared/like-pattern';

// The header search: five small LIMITed lookups in one statement (one round trip), each through
// an index on folded text (migrations/001_search_fold.sql: the expressions here match those
// indexes character for character, or the planner cannot use them).

/** The folded text a group's substring search looks in (a trigram index each). */
const substringTexts = {
  clients: sql.fragment`search_fold(c.name || E'\n' || c.email)`,
  caretakers: sql.fragment`search_fold(ct.name || E'\n' || ct.email)`,
  cemeteries: sql.fragment`search_fold(ce.name || E'\n' || ce.city)`,
  graves: sql.fragment`search_fold(g.deceased_name)`,
};

/**
 * The start of the folded name a short term's prefix search looks in (a text_pattern_ops index
 * each, on the first 200 characters: a btree entry cannot hold a name of any length).
 */
const prefixTexts = {
  clients: sql.fragment`left(search_fold(c.name), 200)`,
  caretakers: sql.fragment`left(search_fold(ct.name), 200)`,
  cemeteries: sql.fragment`left(search_fold(ce.name), 200)`,
  graves: sql.fragment`left(search_fold(g.deceased_name), 200)`,
};

type NamedGroup = keyof typeof substringTexts;

/** One more than shown: its presence says "more". */
const fetched = searchLimits.perGroup + 1;

const escapedPrefix = (term: string) => `${term.replace(/[\\%_]/g, '\\$&')}%`;

const hitRow = z.object({ id: z.string(), label: z.string(), detail: z.string().nullable() });
const answerRow = z.object({
  clients: z.array(hitRow),
  graves: z.array(hitRow.extend({ clientId: z.string() })),
  cemeteries: z.array(hitRow),
  caretakers: z.array(hitRow),
  requests: z.array(hitRow.extend({ serviceType: z.string(), status: requestStatusSchema })),
});

/** A JSON array of the subquery's rows, in `order` (applied after the LIMIT). */
const jsonRows = (rows: FragmentSqlToken, order: FragmentSqlToken) =>
  sql.fragment`(SELECT coalesce(jsonb_agg(to_jsonb(h) ORDER BY ${order}), '[]'::jsonb)
    FROM (${rows}) AS h)`;

export const searchEverything = async (
  db: CommonQueryMethods,
  term: string,
): Promise<SearchResults> => {
  const substring = term.length >= searchLimits.substringMinLength;
  const pattern = substring ? likePattern(term) : escapedPrefix(term);
  // Substring: the first matches found (a common term matches thousands, sorting them all would
  // cost), shown by name; prefix: the first names in order, read from the index in order.
  const matching = (group: NamedGroup) =>
    substring
      ? sql.fragment`${substringTexts[group]} LIKE search_fold(${pattern})`
      : sql.fragment`${prefixTexts[group]} LIKE search_fold(${pattern})
          ORDER BY ${prefixTexts[group]}`;
  const byLabel = sql.fragment`h.label COLLATE "sr-Latn-x-icu", h.id`;
  // Requests hold the trigram index only: a short term finds none.
  const requests = substring
    ? sql.fragment`
      SELECT sr.id::text AS id, coalesce(cl.name, sr.guest_name, '') AS label,
        nullif(concat_ws(' · ', g.deceased_name, ce.name), '') AS detail,
        sr.service_type AS "serviceType", sr.status, sr.created_at
      FROM (SELECT * FROM service_requests sr
        WHERE sr.search_text LIKE search_fold(${pattern})
        ORDER BY sr.created_at DESC, sr.id DESC LIMIT ${fetched}) AS sr
      LEFT JOIN clients cl ON cl.id = sr.client_id
      LEFT JOIN graves g ON g.id = sr.grave_id
      LEFT JOIN cemeteries ce ON ce.id = coalesce(sr.cemetery_id, g.cemetery_id)`
    : sql.fragment`SELECT NULL::text AS id, '' AS label, NULL AS created_at WHERE FALSE`;

  const answer = await db.one(sql.type(answerRow)`
    SELECT
      ${jsonRows(
        sql.fragment`SELECT c.id::text AS id, c.name AS label, c.email AS detail FROM clients c
          WHERE ${matching('clients')} LIMIT ${fetched}`,
        byLabel,
      )} AS "clients",
      ${jsonRows(
        sql.fragment`SELECT g.id::text AS id, g.deceased_name AS label,
            nullif(concat_ws(' · ', cl.name, ce.name), '') AS detail,
            g.client_id::text AS "clientId"
          FROM (SELECT g.* FROM graves g WHERE ${matching('graves')} LIMIT ${fetched}) AS g
          LEFT JOIN clients cl ON cl.id = g.client_id
          LEFT JOIN cemeteries ce ON ce.id = g.cemetery_id`,
        byLabel,
      )} AS "graves",
      ${jsonRows(
        sql.fragment`SELECT ce.id::text AS id, ce.name AS label, ce.city AS detail
          FROM cemeteries ce WHERE ${matching('cemeteries')} LIMIT ${fetched}`,
        byLabel,
      )} AS "cemeteries",
      ${jsonRows(
        sql.fragment`SELECT ct.id::text AS id, ct.name AS label, ct.email AS detail
          FROM caretakers ct WHERE ${matching('caretakers')} LIMIT ${fetched}`,
        byLabel,
      )} AS "caretakers",
      ${jsonRows(requests, sql.fragment`h.created_at DESC, h.id DESC`)} AS "requests"`);

  const group = <Hit>(hits: readonly Hit[]) => ({
    hits: hits.slice(0, searchLimits.perGroup),
    more: hits.length > searchLimits.perGroup,
  });
  return {
    clients: group(answer.clients),
    graves: group(answer.graves),
    cemeteries: group(answer.cemeteries),
    caretakers: group(answer.caretakers),
    requests: group(answer.requests),
  };
};
