import { describe, it } from 'vitest';
import type { CaretakerEvent } from '@memorial-care/contracts/events';
import { caretakerAddedData } from '../testing/event-data';
import { DeciderSpecification } from '../shared/testing/decider-specification';
import { caretakersDecider, type CaretakerCommand } from './caretakers-decider';

const given = DeciderSpecification.for(caretakersDecider);
const caretakerId = '9d8c7b6a-5f4e-4d3c-a2b1-0f9e8d7c6b5a';

/** Stored before caretakers had a language: the field is absent. */
const added = caretakerAddedData({ caretakerId });
const addedEvent: CaretakerEvent = { type: 'CaretakerAdded', data: added };
const update = (changes: Record<string, unknown>): CaretakerCommand => ({
  type: 'UpdateCaretaker',
  data: { caretakerId, changes },
});

describe('caretakers decider: the language of their mails', () => {
  it('records a chosen language on add, and none when none was chosen', () => {
    given([])
      .when({ type: 'AddCaretaker', data: { ...added, preferredLanguage: 'German' } })
      .then([{ type: 'CaretakerAdded', data: { ...added, preferredLanguage: 'German' } }]);
    given([]).when({ type: 'AddCaretaker', data: added }).then([addedEvent]);
  });

  it('reads a caretaker without one as Serbian: choosing Serbian changes nothing', () =>
    given([addedEvent])
      .when(update({ preferredLanguage: 'Serbian' }))
      .then([]));

  it('records a change of language', () =>
    given([addedEvent])
      .when(update({ preferredLanguage: 'English' }))
      .then([
        {
          type: 'CaretakerUpdated',
          data: { caretakerId, changes: { preferredLanguage: 'English' } },
        },
      ]));

  it('records a change back to Serbian once another was chosen', () =>
    given([
      addedEvent,
      {
        type: 'CaretakerUpdated',
        data: { caretakerId, changes: { preferredLanguage: 'English' } },
      },
    ])
      .when(update({ preferredLanguage: 'Serbian' }))
      .then([
        {
          type: 'CaretakerUpdated',
          data: { caretakerId, changes: { preferredLanguage: 'Serbian' } },
        },
      ]));
});
