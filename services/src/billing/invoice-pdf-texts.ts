import type { PreferredLanguage } from '@memorial-care/contracts/domain';

// The invoice PDF's words, in the family's language (the client's preferred language).

export interface InvoicePdfTexts {
  readonly locale: string;
  readonly title: string;
  readonly number: string;
  readonly issuedOn: string;
  readonly dueDate: string;
  readonly billedTo: string;
  readonly description: string;
  readonly quantity: string;
  readonly unitPrice: string;
  readonly amount: string;
  readonly subtotal: string;
  readonly vat: (rate: string) => string;
  readonly total: string;
  readonly paid: string;
  readonly balance: string;
  readonly voided: (reason: string) => string;
  readonly howToPay: string;
  readonly payee: string;
  readonly reference: string;
  readonly quoteReference: string;
  readonly scanQr: string;
  /** Taken off by credit notes (shown on an invoice that has any). */
  readonly credited: string;
  readonly creditNote: {
    readonly title: string;
    readonly credits: (invoiceNumber: string) => string;
    readonly reason: string;
    readonly total: (vatRate: string) => string;
    readonly noPayment: string;
  };
}

export const invoicePdfTexts: Record<PreferredLanguage, InvoicePdfTexts> = {
  English: {
    locale: 'en-GB',
    title: 'Invoice',
    number: 'Invoice number',
    issuedOn: 'Date of issue',
    dueDate: 'Due date',
    billedTo: 'Billed to',
    description: 'Description',
    quantity: 'Qty',
    unitPrice: 'Unit price',
    amount: 'Amount',
    subtotal: 'Subtotal',
    vat: (rate) => `VAT ${rate}%`,
    total: 'Total',
    paid: 'Paid',
    balance: 'Balance due',
    voided: (reason) => `VOIDED: ${reason}`,
    howToPay: 'How to pay',
    payee: 'Payee',
    reference: 'Payment reference',
    quoteReference: 'Please quote the payment reference with your transfer.',
    scanQr: 'Scan with your banking app (SEPA credit transfer)',
    credited: 'Credited',
    creditNote: {
      title: 'Credit note',
      credits: (number) => `Credits invoice ${number}`,
      reason: 'Reason',
      total: (rate) => `Total credited (VAT ${rate}% included)`,
      noPayment: 'Nothing to pay: this amount is taken off the invoice above.',
    },
  },
  Serbian: {
    locale: 'sr-Latn-RS',
    title: 'Faktura',
    number: 'Broj fakture',
    issuedOn: 'Datum izdavanja',
    dueDate: 'Rok plaćanja',
    billedTo: 'Kupac',
    description: 'Opis',
    quantity: 'Kol.',
    unitPrice: 'Cena',
    amount: 'Iznos',
    subtotal: 'Osnovica',
    vat: (rate) => `PDV ${rate}%`,
    total: 'Ukupno',
    paid: 'Plaćeno',
    balance: 'Za uplatu',
    voided: (reason) => `STORNIRANA: ${reason}`,
    howToPay: 'Kako da platite',
    payee: 'Primalac',
    reference: 'Poziv na broj',
    quoteReference: 'Molimo navedite poziv na broj prilikom uplate.',
    scanQr: 'Skenirajte aplikacijom svoje banke (SEPA uplata)',
    credited: 'Odobreno',
    creditNote: {
      title: 'Knjižno odobrenje',
      credits: (number) => `Odobrenje uz fakturu ${number}`,
      reason: 'Razlog',
      total: (rate) => `Ukupno odobreno (uključen PDV ${rate}%)`,
      noPayment: 'Ništa se ne plaća: ovaj iznos se umanjuje sa gore navedene fakture.',
    },
  },
  German: {
    locale: 'de-DE',
    title: 'Rechnung',
    number: 'Rechnungsnummer',
    issuedOn: 'Rechnungsdatum',
    dueDate: 'Fällig am',
    billedTo: 'Rechnungsempfänger',
    description: 'Beschreibung',
    quantity: 'Menge',
    unitPrice: 'Einzelpreis',
    amount: 'Betrag',
    subtotal: 'Zwischensumme',
    vat: (rate) => `MwSt. ${rate} %`,
    total: 'Gesamt',
    paid: 'Bezahlt',
    balance: 'Offener Betrag',
    voided: (reason) => `STORNIERT: ${reason}`,
    howToPay: 'So bezahlen Sie',
    payee: 'Empfänger',
    reference: 'Zahlungsreferenz',
    quoteReference: 'Bitte geben Sie bei der Überweisung die Zahlungsreferenz an.',
    scanQr: 'Mit Ihrer Banking-App scannen (SEPA-Überweisung)',
    credited: 'Gutgeschrieben',
    creditNote: {
      title: 'Gutschrift',
      credits: (number) => `Gutschrift zur Rechnung ${number}`,
      reason: 'Grund',
      total: (rate) => `Gutschrift gesamt (inkl. ${rate} % MwSt.)`,
      noPayment: 'Nichts zu zahlen: Dieser Betrag wird von der oben genannten Rechnung abgezogen.',
    },
  },
};
