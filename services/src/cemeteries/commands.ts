import {
  comparePositions,
  type EventStore,
  type Position,
} from '@memorial-care/contracts/event-store';
import {
  cemeteryStreamId,
  type CemeteryFieldValues,
  type CemeterySource,
} from '@memorial-care/contracts/events';
import { defaultCountry } from '@memorial-care/contracts/domain';
import type { DatabasePool } from 'slonik';
import {
  countGravesInCemetery,
  listCemeteryNamesAndCities,
} from '@memorial-care/projections/cemeteries';
import { handleCommand, type CommandContext } from '../shared/command-handler';
import { ConflictError, DomainRuleError } from '../shared/errors';
import { cemeteryDecider, type CemeteryChangeSet } from './cemetery-decider';
import { cemeteryKey, deterministicCemeteryId } from './cemetery-keys';
import { serbianCemeteries, type SerbianCemetery } from './serbian-cemeteries';

export interface CemeteryCommandDeps {
  readonly eventStore: EventStore;
  readonly pool: DatabasePool;
}

export const addCemetery = (
  { eventStore }: Pick<CemeteryCommandDeps, 'eventStore'>,
  context: CommandContext,
  input: { cemeteryId: string; fields: CemeteryFieldValues; source: CemeterySource },
) =>
  handleCommand(
    eventStore,
    cemeteryStreamId(input.cemeteryId),
    cemeteryDecider,
    { type: 'AddCemetery', data: input },
    context,
  );

/**
 * Applies a patch; a patch that changes nothing appends nothing (position null). `fromPhotoId`:
 * the new position is that photo's.
 */
export const updateCemetery = (
  { eventStore }: Pick<CemeteryCommandDeps, 'eventStore'>,
  context: CommandContext,
  cemeteryId: string,
  changes: CemeteryChangeSet,
  fromPhotoId?: string,
) =>
  handleCommand(
    eventStore,
    cemeteryStreamId(cemeteryId),
    cemeteryDecider,
    {
      type: 'UpdateCemetery',
      data: { cemeteryId, changes, ...(fromPhotoId ? { fromPhotoId } : {}) },
    },
    context,
  );

/** Refused (409 CEMETERY_HAS_GRAVES) while graves lie in it, counted from the graves read model. */
export const deleteCemetery = async (
  { eventStore, pool }: CemeteryCommandDeps,
  context: CommandContext,
  cemeteryId: string,
) =>
  handleCommand(
    eventStore,
    cemeteryStreamId(cemeteryId),
    cemeteryDecider,
    {
      type: 'DeleteCemetery',
      data: { cemeteryId, graves: await countGravesInCemetery(pool, cemeteryId) },
    },
    context,
  );

/**
 * A cemetery typed during client registration (spec: "a new cemetery is created with that
 * name, city 'Unknown' and country Serbia"). POST /api/cemeteries keeps the form's rule that
 * region is required; registration runs server-side and calls `addCemetery` with these fields
 * and source 'registration' instead. Region falls back to the city, which the admin card shows
 * as the country (region equal to city) until an admin fills it in. Use
 * `deterministicCemeteryId(name, city)` as the id so two registrations typing the same new
 * cemetery at once add it once (the loser gets CEMETERY_ALREADY_EXISTS or a 409 and reuses it).
 */
export const typedCemeteryFields = ({
  name,
  city = 'Unknown',
  country = defaultCountry,
}: {
  name: string;
  city?: string;
  country?: string;
}): CemeteryFieldValues => ({
  ...importedFields({ name, city, region: city }),
  country,
});

const importedFields = (entry: SerbianCemetery): CemeteryFieldValues => ({
  name: entry.name,
  city: entry.city,
  region: entry.region,
  country: defaultCountry,
  address: entry.address ?? null,
  contact: null,
  phoneEmail: null,
  phones: [],
  emails: [],
  caretakerIds: [],
  preferredVisitHours: null,
  accessNotes: null,
});

/** Appends in parallel, but not so many that the pool's other users wait. */
const importConcurrency = 4;

export interface ImportResult {
  readonly imported: number;
  readonly skipped: number;
  /** The latest position appended, for read-your-writes; null when nothing was imported. */
  readonly position: Position | null;
}

/**
 * Adds every listed cemetery that is not there yet. "There" means a cemetery with the same name
 * and city in the read model, or the entry's own stream (its id derives from name and city):
 * that catches a second or concurrent import even before the read model has caught up, and an
 * imported cemetery an admin renamed since.
 */
export const importSerbianCemeteries = async (
  deps: CemeteryCommandDeps,
  context: CommandContext,
  entries: readonly SerbianCemetery[] = serbianCemeteries,
): Promise<ImportResult> => {
  const present = new Set(
    (await listCemeteryNamesAndCities(deps.pool)).map((c) => cemeteryKey(c.name, c.city)),
  );
  let imported = 0;
  let skipped = 0;
  let position: Position | null = null;

  const importOne = async (entry: SerbianCemetery) => {
    const key = cemeteryKey(entry.name, entry.city);
    if (present.has(key)) {
      skipped++;
      return;
    }
    present.add(key); // the list itself may not repeat an entry
    try {
      const result = await addCemetery(deps, context, {
        cemeteryId: deterministicCemeteryId(entry.name, entry.city),
        fields: importedFields(entry),
        source: 'serbian-import',
      });
      imported++;
      if (result.position && (!position || comparePositions(result.position, position) > 0))
        position = result.position;
    } catch (error) {
      // Already imported (live stream), or another import appended it a moment ago.
      const alreadyThere =
        (error instanceof DomainRuleError && error.code === 'CEMETERY_ALREADY_EXISTS') ||
        error instanceof ConflictError;
      if (!alreadyThere) throw error;
      skipped++;
    }
  };

  const queue = [...entries];
  await Promise.all(
    Array.from({ length: importConcurrency }, async () => {
      for (let entry = queue.shift(); entry; entry = queue.shift()) await importOne(entry);
    }),
  );
  return { imported, skipped, position };
};
