import type { FeatureTranslations } from '../../lib/i18n-types';

// Namespace `apiReference`: Admin › API Reference (/admin/api-reference). The page's own texts;
// the routes' summaries and descriptions come from the server's document, in English.

const en = {
  title: 'API Reference',
  subtitle: 'Every route of the Memorial Care API: who may call it, what it takes and answers.',
  version: '{{title}} {{version}} · OpenAPI {{openapi}}',
  download: 'Download OpenAPI JSON',
  search: 'Filter by path, method or summary',
  operations_one: '{{count}} route',
  operations_other: '{{count}} routes',
  empty: 'No route matches the filter',
  loadFailed: 'Could not load the API description',
  retry: 'Try again',
  access: {
    label: 'Who may call it',
    public: 'Anyone, signed in or not',
    signedIn: 'Any signed-in user',
  },
  roles: { admin: 'Admin', caretaker: 'Caretaker', client: 'Client' },
  parameters: {
    title: 'Parameters',
    name: 'Name',
    in: 'In',
    required: 'Required',
    schema: 'Schema',
    yes: 'Yes',
    no: 'No',
  },
  requestBody: 'Request body ({{contentType}})',
  answers: {
    title: 'Answers',
    status: 'Status',
    description: 'Description',
    schema: 'Show schema',
  },
};

const sr = {
  title: 'API referenca',
  subtitle: 'Sve rute Memorial Care API-ja: ko sme da ih poziva, šta primaju i šta odgovaraju.',
  version: '{{title}} {{version}} · OpenAPI {{openapi}}',
  download: 'Preuzmi OpenAPI JSON',
  search: 'Filtriraj po putanji, metodi ili opisu',
  operations_one: '{{count}} ruta',
  operations_few: '{{count}} rute',
  operations_other: '{{count}} ruta',
  empty: 'Nijedna ruta ne odgovara filteru',
  loadFailed: 'Opis API-ja nije učitan',
  retry: 'Pokušaj ponovo',
  access: {
    label: 'Ko sme da poziva',
    public: 'Svako, prijavljen ili ne',
    signedIn: 'Svaki prijavljeni korisnik',
  },
  roles: { admin: 'Administrator', caretaker: 'Održavalac', client: 'Klijent' },
  parameters: {
    title: 'Parametri',
    name: 'Naziv',
    in: 'Mesto',
    required: 'Obavezan',
    schema: 'Šema',
    yes: 'Da',
    no: 'Ne',
  },
  requestBody: 'Telo zahteva ({{contentType}})',
  answers: {
    title: 'Odgovori',
    status: 'Status',
    description: 'Opis',
    schema: 'Prikaži šemu',
  },
};

const de = {
  title: 'API-Referenz',
  subtitle:
    'Alle Routen der Memorial-Care-API: wer sie aufrufen darf, was sie annehmen und antworten.',
  version: '{{title}} {{version}} · OpenAPI {{openapi}}',
  download: 'OpenAPI-JSON herunterladen',
  search: 'Nach Pfad, Methode oder Beschreibung filtern',
  operations_one: '{{count}} Route',
  operations_other: '{{count}} Routen',
  empty: 'Keine Route passt zum Filter',
  loadFailed: 'Die API-Beschreibung konnte nicht geladen werden',
  retry: 'Erneut versuchen',
  access: {
    label: 'Wer sie aufrufen darf',
    public: 'Alle, angemeldet oder nicht',
    signedIn: 'Alle angemeldeten Benutzer',
  },
  roles: { admin: 'Administrator', caretaker: 'Grabpfleger', client: 'Kunde' },
  parameters: {
    title: 'Parameter',
    name: 'Name',
    in: 'Ort',
    required: 'Pflicht',
    schema: 'Schema',
    yes: 'Ja',
    no: 'Nein',
  },
  requestBody: 'Anfragekörper ({{contentType}})',
  answers: {
    title: 'Antworten',
    status: 'Status',
    description: 'Beschreibung',
    schema: 'Schema anzeigen',
  },
};

export const apiReferenceI18n = { en, sr, de } satisfies FeatureTranslations<typeof en>;
