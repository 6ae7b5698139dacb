import type { FeatureTranslations } from '../../lib/i18n-types';

// Namespace `clientOrders`: a family orders care for its own grave (/client/order), the Order
// care card of the dashboard, and cancelling its own pending request.

const en = {
  title: 'Order care',
  subtitle:
    'Choose the grave, the service and the day. The office confirms the visit and assigns a caretaker.',
  form: {
    grave: 'Grave',
    gravePlaceholder: 'Select a grave',
    serviceType: 'Service',
    serviceTypePlaceholder: 'Select a service',
    visitDate: 'Visit date',
    visitDateHint: 'The day in Serbia; the office confirms the time of the visit.',
    datePlaceholder: 'dd.mm.yyyy',
    notes: 'Notes for the caretaker',
    notesPlaceholder: 'e.g. Please bring white lilies',
    occasion: 'Occasion',
    submit: 'Send order',
    back: 'Back',
  },
  validation: {
    graveRequired: 'Please select a grave',
    serviceTypeRequired: 'Please select a service type',
    dateRequired: 'Please select a visit date',
    pastDate: 'Please choose a date from today on',
  },
  graves: {
    loadFailed: 'Could not load your graves',
    retry: 'Try again',
    none: 'You have no graves yet',
    noneHint: 'Add the grave of a loved one on My Graves to order care for it.',
    toMyGraves: 'Go to My Graves',
    notYours: 'The grave in the link is not one of yours. Please choose one of your graves.',
  },
  busyDay: {
    title: 'This day is very busy',
    content:
      'This day is very busy at this cemetery: {{booked}} visits are booked and our caretakers there can do about {{capacity}}. The visit may have to move to another day. Order anyway?',
    contentWithoutFigures:
      'This day is very busy at this cemetery, and the visit may have to move to another day. Order anyway?',
    ok: 'Order anyway',
    cancel: 'Choose another day',
  },
  toasts: {
    sent: 'Your order was sent',
    sentHint: 'The office will confirm the visit.',
    sendFailed: 'Could not send your order. Please try again.',
    cancelled: 'Your request was cancelled',
    cancelFailed: 'Could not cancel the request. Please try again.',
  },
  cancelRequest: {
    button: 'Cancel request',
    label: 'Cancel request #{{number}}',
    title: 'Cancel request #{{number}}?',
    content:
      'The office will not visit the grave for this request. You can order again at any time.',
    ok: 'Cancel request',
    keep: 'Keep it',
  },
  orderCare: {
    cardTitle: 'Order care',
    cardHint: 'Order a visit to one of your graves; the office confirms it.',
    button: 'Order care',
    label: 'Order care for {{name}}',
    unknownCemetery: 'Cemetery not known',
  },
};

export const clientOrdersI18n = {
  en,
  sr: {
    title: 'Naručite negu',
    subtitle: 'Izaberite grob, uslugu i dan. Kancelarija potvrđuje posetu i dodeljuje negovatelja.',
    form: {
      grave: 'Grob',
      gravePlaceholder: 'Izaberite grob',
      serviceType: 'Usluga',
      serviceTypePlaceholder: 'Izaberite uslugu',
      visitDate: 'Datum posete',
      visitDateHint: 'Dan po srpskom vremenu; kancelarija potvrđuje vreme posete.',
      datePlaceholder: 'dd.mm.gggg',
      notes: 'Napomene za negovatelja',
      notesPlaceholder: 'npr. Molimo donesite bele ljiljane',
      occasion: 'Povod',
      submit: 'Pošalji porudžbinu',
      back: 'Nazad',
    },
    validation: {
      graveRequired: 'Izaberite grob',
      serviceTypeRequired: 'Izaberite vrstu usluge',
      dateRequired: 'Izaberite datum posete',
      pastDate: 'Izaberite datum od danas nadalje',
    },
    graves: {
      loadFailed: 'Vaši grobovi nisu mogli da se učitaju',
      retry: 'Pokušajte ponovo',
      none: 'Još nemate grobove',
      noneHint: 'Dodajte grob voljene osobe na stranici Moji grobovi da biste naručili negu.',
      toMyGraves: 'Idi na Moje grobove',
      notYours: 'Grob iz linka nije vaš. Izaberite jedan od svojih grobova.',
    },
    busyDay: {
      title: 'Ovaj dan je veoma zauzet',
      content:
        'Ovaj dan je na ovom groblju veoma zauzet: zakazano je {{booked}} poseta, a naši negovatelji tamo mogu da obave oko {{capacity}}. Poseta će se možda pomeriti na drugi dan. Ipak naručiti?',
      contentWithoutFigures:
        'Ovaj dan je na ovom groblju veoma zauzet i poseta će se možda pomeriti na drugi dan. Ipak naručiti?',
      ok: 'Ipak naruči',
      cancel: 'Izaberi drugi dan',
    },
    toasts: {
      sent: 'Vaša porudžbina je poslata',
      sentHint: 'Kancelarija će potvrditi posetu.',
      sendFailed: 'Porudžbina nije mogla da se pošalje. Pokušajte ponovo.',
      cancelled: 'Vaš zahtev je otkazan',
      cancelFailed: 'Zahtev nije mogao da se otkaže. Pokušajte ponovo.',
    },
    cancelRequest: {
      button: 'Otkaži zahtev',
      label: 'Otkaži zahtev #{{number}}',
      title: 'Otkazati zahtev #{{number}}?',
      content: 'Kancelarija neće obići grob po ovom zahtevu. Možete ponovo naručiti bilo kada.',
      ok: 'Otkaži zahtev',
      keep: 'Zadrži',
    },
    orderCare: {
      cardTitle: 'Naručite negu',
      cardHint: 'Naručite posetu jednom od svojih grobova; kancelarija je potvrđuje.',
      button: 'Naruči negu',
      label: 'Naruči negu za {{name}}',
      unknownCemetery: 'Groblje nije poznato',
    },
  },
  de: {
    title: 'Pflege bestellen',
    subtitle:
      'Wählen Sie das Grab, die Leistung und den Tag. Das Büro bestätigt den Besuch und teilt eine Betreuungsperson zu.',
    form: {
      grave: 'Grab',
      gravePlaceholder: 'Grab auswählen',
      serviceType: 'Leistung',
      serviceTypePlaceholder: 'Leistung auswählen',
      visitDate: 'Besuchstag',
      visitDateHint: 'Der Tag in Serbien; die Uhrzeit bestätigt das Büro.',
      datePlaceholder: 'tt.mm.jjjj',
      notes: 'Hinweise für die Betreuungsperson',
      notesPlaceholder: 'z. B. Bitte weiße Lilien mitbringen',
      occasion: 'Anlass',
      submit: 'Bestellung senden',
      back: 'Zurück',
    },
    validation: {
      graveRequired: 'Bitte wählen Sie ein Grab aus',
      serviceTypeRequired: 'Bitte wählen Sie eine Leistung aus',
      dateRequired: 'Bitte wählen Sie einen Besuchstag aus',
      pastDate: 'Bitte wählen Sie einen Tag ab heute',
    },
    graves: {
      loadFailed: 'Ihre Gräber konnten nicht geladen werden',
      retry: 'Erneut versuchen',
      none: 'Sie haben noch keine Gräber',
      noneHint:
        'Fügen Sie unter „Meine Gräber“ das Grab eines Angehörigen hinzu, um Pflege zu bestellen.',
      toMyGraves: 'Zu „Meine Gräber“',
      notYours:
        'Das Grab im Link gehört nicht zu Ihren Gräbern. Bitte wählen Sie eines Ihrer Gräber.',
    },
    busyDay: {
      title: 'Dieser Tag ist sehr gefragt',
      content:
        'Dieser Tag ist auf diesem Friedhof sehr gefragt: {{booked}} Besuche sind gebucht, unsere Betreuungspersonen dort schaffen etwa {{capacity}}. Der Besuch muss eventuell auf einen anderen Tag verlegt werden. Trotzdem bestellen?',
      contentWithoutFigures:
        'Dieser Tag ist auf diesem Friedhof sehr gefragt, und der Besuch muss eventuell auf einen anderen Tag verlegt werden. Trotzdem bestellen?',
      ok: 'Trotzdem bestellen',
      cancel: 'Anderen Tag wählen',
    },
    toasts: {
      sent: 'Ihre Bestellung wurde gesendet',
      sentHint: 'Das Büro bestätigt den Besuch.',
      sendFailed: 'Die Bestellung konnte nicht gesendet werden. Bitte versuchen Sie es erneut.',
      cancelled: 'Ihre Anfrage wurde storniert',
      cancelFailed: 'Die Anfrage konnte nicht storniert werden. Bitte versuchen Sie es erneut.',
    },
    cancelRequest: {
      button: 'Anfrage stornieren',
      label: 'Anfrage #{{number}} stornieren',
      title: 'Anfrage #{{number}} stornieren?',
      content:
        'Das Büro besucht das Grab für diese Anfrage nicht. Sie können jederzeit erneut bestellen.',
      ok: 'Anfrage stornieren',
      keep: 'Behalten',
    },
    orderCare: {
      cardTitle: 'Pflege bestellen',
      cardHint: 'Bestellen Sie einen Besuch an einem Ihrer Gräber; das Büro bestätigt ihn.',
      button: 'Pflege bestellen',
      label: 'Pflege für {{name}} bestellen',
      unknownCemetery: 'Friedhof unbekannt',
    },
  },
} satisfies FeatureTranslations<typeof en>;
