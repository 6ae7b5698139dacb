import type { FeatureTranslations } from '../../lib/i18n-types';

// Strings of the admin's price list card (merged into the `billing` namespace by i18n.ts).

const en = {
  priceList: {
    title: 'Price list',
    intro:
      "What each service costs. A new request's amount is filled from here; requests already made keep their amount.",
    service: 'Service',
    price: 'Price',
    noPrice: 'No price',
    newPrice: 'New price',
    priceOf: 'New price of {{service}}',
    priceRequired: 'Enter a price',
    priceInvalid: 'Enter an amount between 0 and 10,000 with at most two decimals',
    save: 'Save',
    saved: 'Price saved',
    saveFailed: 'Could not save the price',
    loadFailed: 'Could not load the price list',
  },
};

const sr = {
  priceList: {
    title: 'Cenovnik',
    intro:
      'Cena svake usluge. Iznos novog zahteva se popunjava odavde; već napravljeni zahtevi zadržavaju svoj iznos.',
    service: 'Usluga',
    price: 'Cena',
    noPrice: 'Bez cene',
    newPrice: 'Nova cena',
    priceOf: 'Nova cena za uslugu {{service}}',
    priceRequired: 'Unesite cenu',
    priceInvalid: 'Unesite iznos od 0 do 10.000 sa najviše dve decimale',
    save: 'Sačuvaj',
    saved: 'Cena je sačuvana',
    saveFailed: 'Cena nije sačuvana',
    loadFailed: 'Cenovnik nije učitan',
  },
};

const de = {
  priceList: {
    title: 'Preisliste',
    intro:
      'Was jede Leistung kostet. Der Betrag einer neuen Anfrage wird von hier übernommen; bestehende Anfragen behalten ihren Betrag.',
    service: 'Leistung',
    price: 'Preis',
    noPrice: 'Kein Preis',
    newPrice: 'Neuer Preis',
    priceOf: 'Neuer Preis für {{service}}',
    priceRequired: 'Geben Sie einen Preis ein',
    priceInvalid:
      'Geben Sie einen Betrag zwischen 0 und 10.000 mit höchstens zwei Nachkommastellen ein',
    save: 'Speichern',
    saved: 'Preis gespeichert',
    saveFailed: 'Der Preis konnte nicht gespeichert werden',
    loadFailed: 'Die Preisliste konnte nicht geladen werden',
  },
};

export const priceListTexts = { en, sr, de } satisfies FeatureTranslations<typeof en>;
