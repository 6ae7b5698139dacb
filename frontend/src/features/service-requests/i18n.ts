import type { FeatureTranslations } from '../../lib/i18n-types';

// Strings shared by every service-request screen (namespace `serviceRequests`): the labels of
// statuses, priorities, service types, payment statuses and plans, and the list screen's texts.
// English follows the spec's wording exactly.

const en = {
  status: {
    pending: 'Pending',
    scheduled: 'Scheduled',
    in_progress: 'In Progress',
    completed: 'Completed',
    cancelled: 'Cancelled',
  },
  priority: {
    low: 'Low',
    normal: 'Normal',
    high: 'High',
    urgent: 'Urgent',
  },
  priorityBadge: {
    low: 'LOW PRIORITY',
    normal: 'NORMAL PRIORITY',
    high: 'HIGH PRIORITY',
    urgent: 'URGENT PRIORITY',
  },
  serviceType: {
    grave_cleaning: 'Grave Cleaning',
    flower_arrangement: 'Flower Arrangement',
    candle_lighting: 'Candle Lighting',
    memorial_visit: 'Memorial Visit',
    maintenance: 'Maintenance',
    other: 'Other',
    memorial_candles: 'Memorial Candles',
    full_service_package: 'Full Service Package',
    grave_maintenance: 'Grave Maintenance',
    monument_cleaning: 'Monument Cleaning',
  },
  paymentStatus: {
    paid: 'Paid',
    pending: 'Pending',
    overdue: 'Overdue',
    absent: 'Absent',
    unpaid: 'Unpaid',
    none: 'N/A',
  },
  plan: {
    basic: 'Basic',
    standard: 'Standard',
    premium: 'Premium',
    memorial: 'Memorial',
    custom: 'Custom',
  },
  requestNumber: 'Service Request #{{number}}',
};

const sr = {
  status: {
    pending: 'Na čekanju',
    scheduled: 'Zakazano',
    in_progress: 'U toku',
    completed: 'Završeno',
    cancelled: 'Otkazano',
  },
  priority: {
    low: 'Nizak',
    normal: 'Normalan',
    high: 'Visok',
    urgent: 'Hitno',
  },
  priorityBadge: {
    low: 'NIZAK PRIORITET',
    normal: 'NORMALAN PRIORITET',
    high: 'VISOK PRIORITET',
    urgent: 'HITAN PRIORITET',
  },
  serviceType: {
    grave_cleaning: 'Čišćenje groba',
    flower_arrangement: 'Aranžman cveća',
    candle_lighting: 'Paljenje sveća',
    memorial_visit: 'Pomen posete',
    maintenance: 'Održavanje',
    other: 'Ostalo',
    memorial_candles: 'Pomen sveće',
    full_service_package: 'Kompletan paket usluga',
    grave_maintenance: 'Održavanje groba',
    monument_cleaning: 'Čišćenje spomenika',
  },
  paymentStatus: {
    paid: 'Plaćeno',
    pending: 'Na čekanju',
    overdue: 'Kasni',
    absent: 'Izostalo',
    unpaid: 'Neplaćeno',
    none: 'N/A',
  },
  plan: {
    basic: 'Osnovni',
    standard: 'Standardni',
    premium: 'Premijum',
    memorial: 'Memorijalni',
    custom: 'Prilagođeni',
  },
  requestNumber: 'Zahtev za uslugu #{{number}}',
};

const de = {
  status: {
    pending: 'Ausstehend',
    scheduled: 'Geplant',
    in_progress: 'In Arbeit',
    completed: 'Erledigt',
    cancelled: 'Storniert',
  },
  priority: {
    low: 'Niedrig',
    normal: 'Normal',
    high: 'Hoch',
    urgent: 'Dringend',
  },
  priorityBadge: {
    low: 'NIEDRIGE PRIORITÄT',
    normal: 'NORMALE PRIORITÄT',
    high: 'HOHE PRIORITÄT',
    urgent: 'DRINGENDE PRIORITÄT',
  },
  serviceType: {
    grave_cleaning: 'Grabreinigung',
    flower_arrangement: 'Blumengesteck',
    candle_lighting: 'Kerzen anzünden',
    memorial_visit: 'Gedenkbesuch',
    maintenance: 'Instandhaltung',
    other: 'Sonstiges',
    memorial_candles: 'Gedenkkerzen',
    full_service_package: 'Rundum-Paket',
    grave_maintenance: 'Grabpflege',
    monument_cleaning: 'Grabsteinreinigung',
  },
  paymentStatus: {
    paid: 'Bezahlt',
    pending: 'Ausstehend',
    overdue: 'Überfällig',
    absent: 'Entfällt',
    unpaid: 'Unbezahlt',
    none: 'k. A.',
  },
  plan: {
    basic: 'Basis',
    standard: 'Standard',
    premium: 'Premium',
    memorial: 'Gedenken',
    custom: 'Individuell',
  },
  requestNumber: 'Serviceanfrage #{{number}}',
};

export const serviceRequestsI18n = { en, sr, de } satisfies FeatureTranslations<typeof en>;
