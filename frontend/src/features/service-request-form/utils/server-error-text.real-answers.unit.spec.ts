import { readFileSync } from 'node:fs';
import {
  apiErrorCodes,
  apiErrorSchema,
  apiFieldErrorCodes,
  type ApiError,
} from '@memorial-care/contracts/http';
import { describe, expect, it } from 'vitest';
import { serverErrorToast } from './server-error-text';
import { formT } from '../testing/form-t';
import { ApiRequestError } from '../../../lib/api-client';
import { commonI18n } from '../../../lib/common-i18n';
import type { Language } from '../../../lib/languages';
import { serverErrorTextsOf, translateServerError } from '../../../lib/server-error-text';
import { featureT } from '../../../lib/testing/translation-checks';

/**
 * Answers the server really gives (services/src/app/error-answers.int.spec.ts checks each
 * against the running server), fed to the translator as the API client hands them over.
 */
const recorded = (
  JSON.parse(
    readFileSync(new URL('../../../lib/testing/real-server-answers.json', import.meta.url), 'utf8'),
  ) as { name: string; status: number; body: unknown }[]
).map(({ name, status, body }) => ({ name, status, body: apiErrorSchema.parse(body) }));

const answer = (name: string): ApiRequestError & { body: ApiError } => {
  const found = recorded.find((item) => item.name === name);
  if (!found) throw new Error(`no recorded answer ${name}`);
  return new ApiRequestError(found.status, JSON.stringify(found.body), found.body) as never;
};

const t = (language: Language) => featureT('common', commonI18n, language);

describe('the server’s real error answers, translated', () => {
  it.each([
    [
      'textTooLong',
      'Neki unosi nisu ispravni: name: Predugačko (najviše 200 znakova)',
      'Einige Angaben sind ungültig: name: Zu lang (höchstens 200 Zeichen)',
    ],
    [
      'listTooLong',
      'Neki unosi nisu ispravni: holidayDates: Previše stavki (najviše 366)',
      'Einige Angaben sind ungültig: holidayDates: Zu viele Einträge (höchstens 366)',
    ],
    [
      'invalidDate',
      'Neki unosi nisu ispravni: holidayDates: Taj datum ne postoji u kalendaru',
      'Einige Angaben sind ungültig: holidayDates: Dieses Datum gibt es im Kalender nicht',
    ],
    [
      'dateOutOfRange',
      'Neki unosi nisu ispravni: holidayDates: Ovaj datum je van prihvatljivog opsega',
      'Einige Angaben sind ungültig: holidayDates: Dieses Datum liegt außerhalb des erlaubten Bereichs',
    ],
    [
      'invalidText',
      'Neki unosi sadrže znakove koji se ne mogu sačuvati: name: Sadrži znakove koji se ne mogu sačuvati',
      'Einige Angaben enthalten Zeichen, die nicht gespeichert werden können: name: Enthält Zeichen, die nicht gespeichert werden können',
    ],
    [
      'caretakerNotAvailable',
      'Negovatelj nije dostupan tog dana',
      'Die Betreuungskraft ist an diesem Tag nicht verfügbar',
    ],
    [
      'planOverdue',
      'Plaćanje plana klijenta kasni. Najpre izmirite uplatu.',
      'Die Zahlung für den Plan des Kunden ist überfällig. Bitte zuerst begleichen.',
    ],
    [
      'foreignOrigin',
      'Ovaj zahtev je stigao sa drugog sajta i odbijen je',
      'Diese Anfrage kam von einer anderen Website und wurde abgelehnt',
    ],
    [
      'tooManyRequests',
      'Previše pokušaja. Sačekajte trenutak i pokušajte ponovo.',
      'Zu viele Versuche. Bitte warten Sie kurz und versuchen Sie es erneut.',
    ],
    [
      'databaseUnavailable',
      'Usluga je kratko nedostupna. Pokušajte ponovo za trenutak.',
      'Der Dienst ist kurz nicht verfügbar. Bitte versuchen Sie es gleich erneut.',
    ],
    [
      'cemeteryHasGraves',
      'Na ovom groblju još ima grobova. Najpre ih premestite ili uklonite.',
      'Auf diesem Friedhof gibt es noch Gräber. Verlegen oder entfernen Sie sie zuerst.',
    ],
    [
      'idempotencyKeyReused',
      'Ovaj unos je već poslat sa drugim vrednostima. Pošaljite ga ponovo.',
      'Diese Eingabe wurde bereits mit anderen Werten gesendet. Bitte senden Sie sie erneut.',
    ],
    [
      'formPost',
      'Zahtev je poslat u obliku koji server ne prihvata',
      'Diese Anfrage wurde in einer Form gesendet, die der Server nicht annimmt',
    ],
  ])('%s: in Serbian and German, not the server’s English', (name, serbian, german) => {
    const error = answer(name);
    expect(translateServerError(t('sr'), error)).toBe(serbian);
    expect(translateServerError(t('de'), error)).toBe(german);
    for (const language of ['sr', 'de'] as const) {
      const text = translateServerError(t(language), error);
      expect(text).not.toContain(error.body.message);
      for (const field of error.body.errors ?? []) expect(text).not.toContain(field.message);
    }
  });

  it('gives English users the server’s own message, more specific than the code’s text', () => {
    expect(translateServerError(t('en'), answer('caretakerNotAvailable'))).toBe(
      'Dragan Nikolić is not available on Friday. Available days: Monday, Wednesday',
    );
    expect(translateServerError(t('en'), answer('cemeteryHasGraves'))).toBe(
      'This cemetery has 1 grave. Move or delete them before deleting the cemetery.',
    );
  });

  it('words the request form’s CARETAKER_NOT_AVAILABLE from its details in Serbian', () => {
    const toast = serverErrorToast(
      formT('sr'),
      answer('caretakerNotAvailable'),
      'create',
      serverErrorTextsOf(t('sr')),
    );
    expect(toast.caretakerMessage).toContain('Dragan Nikolić');
    expect(toast.description).not.toContain('is not available');
  });

  it('records every scenario the int test brings about', () => {
    expect(recorded.length).toBeGreaterThanOrEqual(13);
  });
});

describe('every code the services can answer has a text in every language', () => {
  const languages = ['en', 'sr', 'de'] as const;
  // Said by their bound (too long, too many, too late…), not by one text.
  const measuredCodes = new Set(['too_big', 'too_small']);

  it.each(languages)('%s: every answer code', (language) => {
    const codes: Record<string, string> = commonI18n[language].serverErrors.codes;
    expect(apiErrorCodes.filter((code) => !codes[code]?.trim())).toEqual([]);
  });

  it.each(languages)('%s: every field code', (language) => {
    const fields: Record<string, string> = commonI18n[language].serverErrors.fields;
    expect(
      apiFieldErrorCodes.filter((code) => !measuredCodes.has(code) && !fields[code]?.trim()),
    ).toEqual([]);
  });
});
