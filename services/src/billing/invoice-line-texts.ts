import type { PreferredLanguage, ServicePlan } from '@memorial-care/contracts/domain';
import type { RequestServiceType } from '@memorial-care/contracts/events';
import { invoicePdfTexts } from './invoice-pdf-texts';

// The words of the lines the ledger writes itself (a month of a plan, a completed request), in
// the family's language: the line is part of the invoice, and the invoice is theirs to read.

const planNames: Record<PreferredLanguage, Record<ServicePlan, string>> = {
  English: {
    basic: 'Basic plan',
    standard: 'Standard plan',
    premium: 'Premium plan',
    memorial: 'Memorial events plan',
    custom: 'Custom plan',
  },
  Serbian: {
    basic: 'Osnovni plan',
    standard: 'Standardni plan',
    premium: 'Premijum plan',
    memorial: 'Plan za pomene',
    custom: 'Prilagođeni plan',
  },
  German: {
    basic: 'Tarif Basis',
    standard: 'Tarif Standard',
    premium: 'Tarif Premium',
    memorial: 'Tarif Gedenktage',
    custom: 'Individueller Tarif',
  },
};

const serviceNames: Record<PreferredLanguage, Record<RequestServiceType, string>> = {
  English: {
    grave_cleaning: 'Grave cleaning',
    flower_arrangement: 'Flower arrangement',
    memorial_candles: 'Memorial candles',
    full_service_package: 'Full service package',
    grave_maintenance: 'Grave maintenance',
    monument_cleaning: 'Monument cleaning',
    candle_lighting: 'Candle lighting',
    memorial_visit: 'Memorial visit',
    maintenance: 'Maintenance',
    other: 'Other service',
  },
  Serbian: {
    grave_cleaning: 'Čišćenje groba',
    flower_arrangement: 'Aranžman cveća',
    memorial_candles: 'Pomen sveće',
    full_service_package: 'Kompletan paket usluga',
    grave_maintenance: 'Održavanje groba',
    monument_cleaning: 'Čišćenje spomenika',
    candle_lighting: 'Paljenje sveća',
    memorial_visit: 'Pomen poseta',
    maintenance: 'Održavanje',
    other: 'Ostale usluge',
  },
  German: {
    grave_cleaning: 'Grabreinigung',
    flower_arrangement: 'Blumengesteck',
    memorial_candles: 'Gedenkkerzen',
    full_service_package: 'Rundum-Paket',
    grave_maintenance: 'Grabpflege',
    monument_cleaning: 'Grabsteinreinigung',
    candle_lighting: 'Kerzen anzünden',
    memorial_visit: 'Gedenkbesuch',
    maintenance: 'Instandhaltung',
    other: 'Sonstige Leistung',
  },
};

const localeOf = (language: PreferredLanguage) => invoicePdfTexts[language].locale;

/** "Standard plan, March 2026" / "Standardni plan, mart 2026." / "Tarif Standard, März 2026". */
export const planLineText = (language: PreferredLanguage, plan: ServicePlan, period: string) => {
  const month = new Intl.DateTimeFormat(localeOf(language), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${period}-01T00:00:00Z`));
  return `${planNames[language][plan]}, ${month}`;
};

/** Where the work was done, as far as the request knows it. */
export interface ServicePlace {
  readonly deceasedName: string | null;
  readonly cemeteryName: string | null;
}

/**
 * "Grave cleaning — Radomir Petrović, Novo groblje": the service and the grave (or cemetery) it
 * was done at; the day it was completed (`yyyy-MM-dd`) when the request names no place.
 */
export const serviceLineText = (
  language: PreferredLanguage,
  serviceType: RequestServiceType,
  place: ServicePlace,
  completedOn: string,
) => {
  const where = [place.deceasedName, place.cemeteryName].filter(Boolean).join(', ');
  const day = new Intl.DateTimeFormat(localeOf(language), {
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return `${serviceNames[language][serviceType]} — ${where || day.format(new Date(`${completedOn}T00:00:00Z`))}`;
};
