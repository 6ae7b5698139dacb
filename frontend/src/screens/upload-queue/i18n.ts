import type { FeatureTranslations, Translations } from '../../lib/i18n-types';

// Strings of the device's upload queue (namespace `uploadQueue`): the caretaker's Uploads button
// and its list of photos and task moves kept on the phone until they reach the server.

const en = {
  button: 'Uploads',
  waitingCount: '{{count}} waiting',
  refusedCount: '{{count}} refused',
  title: 'Uploads',
  intro:
    'Photos and task moves kept on this phone until they reach the office. They are sent by themselves, in the order taken, when the connection returns.',
  empty: 'Nothing is waiting to upload.',
  listLabel: 'Waiting on this phone',
  kinds: {
    before: 'Before photo',
    after: 'After photo',
    start: 'Start',
    complete: 'Mark Complete',
  },
  request: 'Request #{{number}} · {{time}}',
  states: {
    locating: 'Finding your location…',
    waiting: 'Waiting to upload',
    sending: 'Sending… {{percent}}%',
    refused: 'Refused: {{reason}}',
  },
  dismiss: 'Dismiss',
  location: {
    label: 'Share my location with photos',
    hint: 'It proves the photo was taken at the grave.',
  },
  close: 'Close',
};

const sr: Translations<typeof en> = {
  button: 'Otpremanja',
  waitingCount: 'čeka: {{count}}',
  refusedCount: 'odbijeno: {{count}}',
  title: 'Otpremanja',
  intro:
    'Fotografije i radnje na zadacima čuvaju se na ovom telefonu dok ne stignu u kancelariju. Šalju se same, redom kojim su nastale, kada se veza vrati.',
  empty: 'Ništa ne čeka na otpremanje.',
  listLabel: 'Čeka na ovom telefonu',
  kinds: {
    before: 'Fotografija pre',
    after: 'Fotografija posle',
    start: 'Početak',
    complete: 'Označi kao završeno',
  },
  request: 'Zahtev #{{number}} · {{time}}',
  states: {
    locating: 'Određivanje lokacije…',
    waiting: 'Čeka na otpremanje',
    sending: 'Slanje… {{percent}}%',
    refused: 'Odbijeno: {{reason}}',
  },
  dismiss: 'Ukloni',
  location: {
    label: 'Deli moju lokaciju uz fotografije',
    hint: 'Dokazuje da je fotografija snimljena na grobu.',
  },
  close: 'Zatvori',
};

const de: Translations<typeof en> = {
  button: 'Uploads',
  waitingCount: '{{count}} wartend',
  refusedCount: '{{count}} abgelehnt',
  title: 'Uploads',
  intro:
    'Fotos und Auftragsschritte bleiben auf diesem Telefon, bis sie im Büro ankommen. Sie werden von selbst in der aufgenommenen Reihenfolge gesendet, sobald die Verbindung zurück ist.',
  empty: 'Nichts wartet auf den Upload.',
  listLabel: 'Wartet auf diesem Telefon',
  kinds: {
    before: 'Vorher-Foto',
    after: 'Nachher-Foto',
    start: 'Start',
    complete: 'Als erledigt markieren',
  },
  request: 'Auftrag #{{number}} · {{time}}',
  states: {
    locating: 'Standort wird ermittelt…',
    waiting: 'Wartet auf Upload',
    sending: 'Wird gesendet… {{percent}} %',
    refused: 'Abgelehnt: {{reason}}',
  },
  dismiss: 'Entfernen',
  location: {
    label: 'Meinen Standort mit den Fotos teilen',
    hint: 'Er belegt, dass das Foto am Grab aufgenommen wurde.',
  },
  close: 'Schließen',
};

export const uploadQueueI18n = { en, sr, de } satisfies FeatureTranslations<typeof en>;
