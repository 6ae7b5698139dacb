import { describe, expect, it } from 'vitest';
import { caretakerStreamId } from '@memorial-care/contracts/events';
import { caretakerAddedData } from '@memorial-care/services/testing';
import { testEvent, useProjectionTestWithEventStore } from '../testing';
import { caretakersProjection } from './caretakers-projection';
import { getCaretaker } from './queries';

const context = useProjectionTestWithEventStore(caretakersProjection);
const { nextBatch, apply } = context;

/** As stored before caretakers had a language: no such field. */
const added = () => caretakerAddedData();

const languageOf = async (id: string) =>
  (await getCaretaker(context.db.pool, id))?.preferredLanguage;

describe('caretakers projection: the language of their mails', () => {
  it('reads a caretaker added without one as Serbian, and keeps what is chosen later', async () => {
    const old = added();
    await context.append(caretakerStreamId(old.caretakerId), testEvent('CaretakerAdded', old));
    await apply(await nextBatch());
    expect(await languageOf(old.caretakerId)).toBe('Serbian');

    await context.append(
      caretakerStreamId(old.caretakerId),
      testEvent('CaretakerUpdated', {
        caretakerId: old.caretakerId,
        changes: { preferredLanguage: 'German' },
      }),
    );
    const update = await nextBatch();
    await apply(update);
    await apply(update);
    expect(await languageOf(old.caretakerId)).toBe('German');

    // Another change leaves the language as it is.
    await context.append(
      caretakerStreamId(old.caretakerId),
      testEvent('CaretakerUpdated', { caretakerId: old.caretakerId, changes: { phone: '065 2' } }),
    );
    await apply(await nextBatch());
    expect(await languageOf(old.caretakerId)).toBe('German');
  });

  it('stores the language an add records', async () => {
    const english = { ...added(), preferredLanguage: 'English' as const };
    await context.append(
      caretakerStreamId(english.caretakerId),
      testEvent('CaretakerAdded', english),
    );
    await apply(await nextBatch());
    expect(await languageOf(english.caretakerId)).toBe('English');
  });
});
