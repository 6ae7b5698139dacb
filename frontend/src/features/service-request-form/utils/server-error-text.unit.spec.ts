import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client';
import { commonI18n } from '../../../lib/common-i18n';
import { serverErrorTextsOf } from '../../../lib/server-error-text';
import { featureT } from '../../../lib/testing/translation-checks';
import type { Language } from '../../../lib/languages';
import { formT } from '../testing/form-t';
import { detailsMessage, serverErrorToast as toastIn } from './server-error-text';

const t = formT('en');
const textsIn = (language: Language) =>
  serverErrorTextsOf(featureT('common', commonI18n, language));
/** The toast as a user of `language` sees it (the form's texts and the server's, both). */
const toastFor = (language: Language, error: unknown, mode: 'create' | 'edit') =>
  toastIn(formT(language), error, mode, textsIn(language));
const serverErrorToast = (_t: typeof t, error: unknown, mode: 'create' | 'edit') =>
  toastFor('en', error, mode);

const apiError = (status: number, body: ApiRequestError['body']) =>
  new ApiRequestError(status, JSON.stringify(body), body);

describe('serverErrorToast', () => {
  it("says 'Caretaker Not Available' with the server message plus its details", () => {
    const error = apiError(422, {
      message: 'Ana Petrović is not available on Tuesday. Available days: Monday, Friday',
      code: 'CARETAKER_NOT_AVAILABLE',
      details: {
        caretakerId: 'c1',
        caretakerName: 'Ana Petrović',
        date: '2030-05-07',
        weekday: 'Tuesday',
        availableDays: ['Monday', 'Friday'],
      },
    });
    expect(serverErrorToast(t, error, 'create')).toEqual({
      title: 'Caretaker Not Available',
      description:
        'Ana Petrović is not available on Tuesday. Available days: Monday, Friday ' +
        'Requested day: Tuesday, 2030-05-07.',
      caretakerMessage: 'Ana Petrović is not available on Tuesday. Available days: Monday, Friday',
    });
  });

  it('mentions a holiday, and takes text details as they are', () => {
    const holiday = apiError(422, {
      message: 'Ana is on holiday on Friday, 2030-05-10',
      code: 'CARETAKER_NOT_AVAILABLE',
      details: { caretakerName: 'Ana', date: '2030-05-10', weekday: 'Friday', reason: 'holiday' },
    });
    expect(serverErrorToast(t, holiday, 'edit').description).toBe(
      'Ana is on holiday on Friday, 2030-05-10 Requested day: Friday, 2030-05-10. ' +
        'The caretaker is on holiday that day.',
    );
    const text = apiError(422, {
      message: 'Not available',
      code: 'CARETAKER_NOT_AVAILABLE',
      details: 'Works Mondays only',
    });
    expect(serverErrorToast(t, text, 'create').description).toBe(
      'Not available Works Mondays only',
    );
    const bare = apiError(422, { message: 'Not available', code: 'CARETAKER_NOT_AVAILABLE' });
    expect(serverErrorToast(t, bare, 'create').description).toBe('Not available');
    expect(toastFor('de', bare, 'create').description).toBe(
      'Die Betreuungskraft ist an diesem Tag nicht verfügbar',
    );
  });

  it("gives an overdue plan the 'Plan Status Warning' title", () => {
    const error = apiError(422, {
      message: "This client's plan is overdue. Please verify payment before proceeding.",
      code: 'PLAN_OVERDUE',
      details: { clientId: 'c1', planStatus: 'overdue' },
    });
    expect(serverErrorToast(t, error, 'create')).toEqual({
      title: 'Plan Status Warning',
      description: "This client's plan is overdue. Please verify payment before proceeding.",
    });
  });

  it.each([
    ['Key (client_id)=(x) is not present in table "clients".', 'Please select a client first'],
    ['null value in column "cemetery_id"', 'Cemetery information is required'],
    ['Key (grave_id)=(x) is not present', 'Please select a grave'],
    ['null value in column "service_type"', 'Service type is required'],
    ['deadlock detected', 'Database error: deadlock detected'],
  ])('maps the details %j to %j', (details, expected) => {
    const error = apiError(500, { message: 'insert failed', details });
    expect(serverErrorToast(t, error, 'create')).toEqual({
      title: 'Error Creating Service Request',
      description: expected,
    });
  });

  it("joins an errors list after 'Validation error: '", () => {
    const error = apiError(400, {
      message: 'Please select a grave for this service request; Please select a priority level',
      code: 'VALIDATION_FAILED',
      errors: [
        { path: 'graveId', message: 'Please select a grave for this service request' },
        { path: 'priority', message: 'Please select a priority level' },
      ],
    });
    expect(serverErrorToast(t, error, 'edit')).toEqual({
      title: 'Error Updating Service Request',
      description:
        'Validation error: Please select a grave for this service request, Please select a priority level',
    });
  });

  it('uses the server message as it is', () => {
    const error = apiError(422, {
      message: 'This grave belongs to another client',
      code: 'GRAVE_OF_ANOTHER_CLIENT',
    });
    expect(serverErrorToast(t, error, 'create').description).toBe(
      'This grave belongs to another client',
    );
  });

  it('lets the message speak for structured details', () => {
    const error = apiError(409, { message: 'Changed meanwhile', details: { revision: 3 } });
    expect(serverErrorToast(t, error, 'edit').description).toBe('Changed meanwhile');
  });

  it('falls back to the default text', () => {
    expect(serverErrorToast(t, new TypeError('Failed to fetch'), 'create')).toEqual({
      title: 'Error Creating Service Request',
      description: 'Failed to create service request',
    });
    expect(serverErrorToast(t, new ApiRequestError(502, 'Bad Gateway', null), 'edit')).toEqual({
      title: 'Error Updating Service Request',
      description: 'Failed to update service request',
    });
    expect(serverErrorToast(t, apiError(500, { message: '' }), 'create').description).toBe(
      'Failed to create service request',
    );
  });

  it('never hands a Serbian or German user the server’s English message', () => {
    const unavailable = apiError(422, {
      message: 'Ana Petrović is not available on Tuesday. Available days: Monday, Friday',
      code: 'CARETAKER_NOT_AVAILABLE',
      details: {
        caretakerName: 'Ana Petrović',
        date: '2030-05-07',
        weekday: 'Tuesday',
        availableDays: ['Monday', 'Friday'],
      },
    });
    expect(toastFor('sr', unavailable, 'create').caretakerMessage).toBe(
      'Ana Petrović nije dostupan u dan: utorak. Dostupni dani: ponedeljak, petak',
    );
    const otherClient = apiError(422, {
      message: 'This grave belongs to another client',
      code: 'GRAVE_OF_ANOTHER_CLIENT',
    });
    expect(toastFor('de', otherClient, 'create').description).toBe(
      'Dieses Grab gehört einem anderen Kunden',
    );
    const overdue = apiError(422, {
      message: "This client's plan is overdue.",
      code: 'PLAN_OVERDUE',
    });
    expect(toastFor('sr', overdue, 'create').description).not.toContain('overdue');
  });

  it('speaks the interface language', () => {
    const error = new TypeError('offline');
    expect(toastFor('de', error, 'create')).toEqual({
      title: 'Fehler beim Erstellen der Serviceanfrage',
      description: 'Die Serviceanfrage konnte nicht erstellt werden',
    });
  });
});

describe('detailsMessage', () => {
  it('checks the columns in the spec order', () => {
    expect(detailsMessage(t, 'client_id and grave_id')).toBe('Please select a client first');
    expect(detailsMessage(t, 'grave_id and service_type')).toBe('Please select a grave');
  });
});
