import type { FeatureTranslations } from '../../lib/i18n-types';

// Strings of the admin dashboard (namespace `dashboard`). English follows the spec's wording;
// the change texts come from the server's figures (the spec's fixed "+12%" had none).

const en = {
  loadFailed: 'The dashboard figures could not be loaded.',
  retry: 'Retry',
  cards: {
    activeRequests: 'Active Requests',
    pendingRequests: 'Pending',
    revenue: 'Revenue',
    activeCaretakers: 'Active Caretakers',
  },
  change: {
    fromLastMonth: '{{change}} from last month',
    same: 'No change',
    new: 'None last month',
  },
  notes: {
    activeRequests: 'New requests against last month',
    pendingRequests: 'Awaiting assignment',
    revenue: 'Received this month, net of refunds',
    activeCaretakers: 'Active now against last month',
  },
  links: {
    title: 'Quick links',
    clients: 'Manage Clients',
    schedule: 'Schedule Visits',
    caretakers: 'Manage Caretakers',
    reports: 'Financial Reports',
  },
  actions: {
    title: 'Quick Actions',
    newRequest: 'New Service Request',
    scheduleVisit: 'Schedule Visit',
    addCaretaker: 'Add Caretaker',
    generateReport: 'Generate Report',
  },
  report: {
    title: 'Generate Report',
    month: 'Month',
    format: 'Format',
    download: 'Download',
    downloaded: 'Report downloaded',
    failed: 'The report could not be generated',
  },
  recent: {
    title: 'Recent Service Requests',
    table: 'Table',
    calendar: 'Calendar',
    client: 'Client',
    service: 'Service',
    location: 'Location',
    grave: 'Grave #',
    status: 'Status',
    scheduled: 'Scheduled',
    empty: 'No service requests found',
    loadFailed: 'The recent requests could not be loaded.',
  },
};

const sr: typeof en = {
  loadFailed: 'Podaci kontrolne table nisu učitani.',
  retry: 'Pokušaj ponovo',
  cards: {
    activeRequests: 'Aktivni zahtevi',
    pendingRequests: 'Na čekanju',
    revenue: 'Prihod',
    activeCaretakers: 'Aktivni održavaoci',
  },
  change: {
    fromLastMonth: '{{change}} u odnosu na prošli mesec',
    same: 'Bez promene',
    new: 'Prošlog meseca nije bilo',
  },
  notes: {
    activeRequests: 'Novi zahtevi u odnosu na prošli mesec',
    pendingRequests: 'Čekaju dodelu',
    revenue: 'Primljeno ovog meseca, umanjeno za povraćaje',
    activeCaretakers: 'Aktivni sada u odnosu na prošli mesec',
  },
  links: {
    title: 'Brze veze',
    clients: 'Upravljanje klijentima',
    schedule: 'Raspored poseta',
    caretakers: 'Upravljanje održavaocima',
    reports: 'Finansijski izveštaji',
  },
  actions: {
    title: 'Brze radnje',
    newRequest: 'Novi zahtev za uslugu',
    scheduleVisit: 'Zakaži posetu',
    addCaretaker: 'Dodaj održavaoca',
    generateReport: 'Napravi izveštaj',
  },
  report: {
    title: 'Napravi izveštaj',
    month: 'Mesec',
    format: 'Format',
    download: 'Preuzmi',
    downloaded: 'Izveštaj je preuzet',
    failed: 'Izveštaj nije napravljen',
  },
  recent: {
    title: 'Nedavni zahtevi za usluge',
    table: 'Tabela',
    calendar: 'Kalendar',
    client: 'Klijent',
    service: 'Usluga',
    location: 'Lokacija',
    grave: 'Grob br.',
    status: 'Status',
    scheduled: 'Zakazano',
    empty: 'Nema zahteva za usluge',
    loadFailed: 'Nedavni zahtevi nisu učitani.',
  },
};

const de: typeof en = {
  loadFailed: 'Die Kennzahlen konnten nicht geladen werden.',
  retry: 'Erneut versuchen',
  cards: {
    activeRequests: 'Aktive Anfragen',
    pendingRequests: 'Ausstehend',
    revenue: 'Umsatz',
    activeCaretakers: 'Aktive Pfleger',
  },
  change: {
    fromLastMonth: '{{change}} gegenüber Vormonat',
    same: 'Keine Veränderung',
    new: 'Im Vormonat keine',
  },
  notes: {
    activeRequests: 'Neue Anfragen gegenüber Vormonat',
    pendingRequests: 'Warten auf Zuweisung',
    revenue: 'Diesen Monat erhalten, abzüglich Erstattungen',
    activeCaretakers: 'Jetzt aktiv gegenüber Vormonat',
  },
  links: {
    title: 'Schnellzugriff',
    clients: 'Kunden verwalten',
    schedule: 'Besuche planen',
    caretakers: 'Pfleger verwalten',
    reports: 'Finanzberichte',
  },
  actions: {
    title: 'Schnellaktionen',
    newRequest: 'Neue Serviceanfrage',
    scheduleVisit: 'Besuch planen',
    addCaretaker: 'Pfleger hinzufügen',
    generateReport: 'Bericht erstellen',
  },
  report: {
    title: 'Bericht erstellen',
    month: 'Monat',
    format: 'Format',
    download: 'Herunterladen',
    downloaded: 'Bericht heruntergeladen',
    failed: 'Der Bericht konnte nicht erstellt werden',
  },
  recent: {
    title: 'Neueste Serviceanfragen',
    table: 'Tabelle',
    calendar: 'Kalender',
    client: 'Kunde',
    service: 'Leistung',
    location: 'Ort',
    grave: 'Grab-Nr.',
    status: 'Status',
    scheduled: 'Geplant',
    empty: 'Keine Serviceanfragen gefunden',
    loadFailed: 'Die neuesten Anfragen konnten nicht geladen werden.',
  },
};

export const dashboardI18n = { en, sr, de } satisfies FeatureTranslations<typeof en>;
