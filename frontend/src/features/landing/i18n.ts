import type { FeatureTranslations } from '../../lib/i18n-types';

// Namespace `landing`. The promises, steps and testimonials are the spec's landing copy (part 1,
// section 1); the testimonials are marketing copy.

const en = {
  header: { signIn: 'Sign In', sections: 'Page sections' },
  nav: { promises: 'Why us', steps: 'How it works', testimonials: 'Families', contact: 'Contact' },
  hero: {
    eyebrow: 'Grave care across Serbia',
    tagline: 'Memorial Care',
    promise:
      'Your family’s graves in Serbia, cared for by trusted local caretakers — with photos of every visit, wherever you live.',
    register: 'Start Your Care Journey',
    guestRequest: 'Schedule a Service',
    guestHint: 'Just one visit? Schedule a service without an account.',
  },
  dialogs: {
    loadFailedTitle: 'The form did not open',
    loadFailedText: 'Please check your connection and try again.',
  },
  promises: {
    title: 'Care you can trust from afar',
    subtitle:
      'Distance should not keep you from honouring your loved ones. We are there when you cannot be.',
    coverage: {
      title: 'Serbia-wide coverage',
      text: 'From Subotica to Vranje, caretakers who know the cemeteries of their own town.',
    },
    photos: {
      title: 'Photo documentation',
      text: 'Before and after photos of every visit, so you see the care with your own eyes.',
    },
    calendar: {
      title: 'Orthodox calendar events',
      text: 'Zadušnice, Easter, Christmas and memorial anniversaries — candles and flowers on the days that matter.',
    },
    scheduling: {
      title: 'Flexible scheduling',
      text: 'Monthly, every two weeks or weekly — or a single visit whenever you need one.',
    },
    matching: {
      title: 'Caretaker matching',
      text: 'We pair you with a trusted caretaker close to the cemetery, who looks after your graves visit after visit.',
    },
    payments: {
      title: 'Secure payments',
      text: 'Clear monthly prices in euro and secure payment from anywhere in the world.',
    },
  },
  steps: {
    title: 'How it works',
    subtitle: 'Four steps, and the graves of your loved ones are in good hands.',
    register: {
      title: 'Register your sites',
      text: 'Tell us where your loved ones rest: the cemetery and the grave.',
    },
    plan: {
      title: 'Select a plan',
      text: 'Choose how often we visit — plans from {{price}} a month, or a single visit.',
    },
    match: {
      title: 'Match with caretakers',
      text: 'We assign a trusted local caretaker who knows the cemetery.',
    },
    updates: {
      title: 'Receive updates',
      text: 'After every visit you receive photos and a short report, wherever you are.',
    },
  },
  testimonials: {
    title: 'What families say',
    subtitle: 'Families from Toronto to Melbourne trust us with the graves of their loved ones.',
    milica: {
      quote:
        'My mother’s grave at Novo groblje is looked after as if we were there ourselves. After every visit I get the photos — for the first time in years I am at peace.',
      name: 'Milica Jovanović',
      place: 'Toronto, Canada',
    },
    stefan: {
      quote:
        'For Zadušnice they lit candles and laid flowers at my grandparents’ grave in Kraljevo and sent us the photos the same day. My father cried when he saw them.',
      name: 'Stefan Nikolić',
      place: 'München, Germany',
    },
    dragana: {
      quote:
        'We live on the other side of the world, but our parents’ grave in Čačak is always tidy. Simple to arrange, honest prices, and a caretaker who truly cares.',
      name: 'Dragana and Zoran Petrović',
      place: 'Melbourne, Australia',
    },
  },
  contact: {
    title: 'Contact us',
    text: 'Write or call us — in Serbian, English or German.',
    email: 'Email',
    phone: 'Phone',
    office: 'Office',
    city: 'Beograd, Serbia',
    hours: 'Hours',
    hoursText: 'Monday to Friday 9:00–17:00, Saturday 9:00–13:00 (Belgrade time)',
  },
  footer: {
    rights: '© {{year}} Memorial Care. Grave care across Serbia.',
  },
};

export const landingI18n = {
  en,
  sr: {
    header: { signIn: 'Prijavi se', sections: 'Delovi stranice' },
    nav: {
      promises: 'Zašto mi',
      steps: 'Kako funkcioniše',
      testimonials: 'Porodice',
      contact: 'Kontakt',
    },
    hero: {
      eyebrow: 'Održavanje grobova širom Srbije',
      tagline: 'Memorial Care',
      promise:
        'Grobovi vaših najmilijih u Srbiji, u rukama pouzdanih lokalnih održavalaca — sa fotografijama svake posete, gde god da živite.',
      register: 'Započnite brigu o grobu',
      guestRequest: 'Zakažite uslugu',
      guestHint: 'Potrebna vam je samo jedna poseta? Zakažite uslugu bez naloga.',
    },
    dialogs: {
      loadFailedTitle: 'Obrazac se nije otvorio',
      loadFailedText: 'Proverite vezu i pokušajte ponovo.',
    },
    promises: {
      title: 'Briga kojoj verujete i iz daljine',
      subtitle:
        'Daljina ne treba da vas spreči da odate poštu svojim najmilijima. Mi smo tu kada vi ne možete.',
      coverage: {
        title: 'Pokrivenost cele Srbije',
        text: 'Od Subotice do Vranja, održavaoci koji poznaju groblja svog mesta.',
      },
      photos: {
        title: 'Fotografije svakog rada',
        text: 'Fotografije pre i posle svake posete, da brigu vidite svojim očima.',
      },
      calendar: {
        title: 'Pravoslavni kalendar',
        text: 'Zadušnice, Vaskrs, Božić i godišnji pomeni — sveće i cveće u dane koji su važni.',
      },
      scheduling: {
        title: 'Prilagodljiv raspored',
        text: 'Jednom mesečno, svake dve nedelje ili nedeljno — ili jedna poseta kad god vam zatreba.',
      },
      matching: {
        title: 'Izbor održavaoca',
        text: 'Dodeljujemo vam pouzdanog održavaoca blizu groblja, koji brine o vašim grobovima iz posete u posetu.',
      },
      payments: {
        title: 'Sigurno plaćanje',
        text: 'Jasne mesečne cene u evrima i sigurno plaćanje odakle god da ste.',
      },
    },
    steps: {
      title: 'Kako funkcioniše',
      subtitle: 'Četiri koraka, i grobovi vaših najmilijih su u dobrim rukama.',
      register: {
        title: 'Registrujte grobna mesta',
        text: 'Recite nam gde počivaju vaši najmiliji: groblje i grob.',
      },
      plan: {
        title: 'Izaberite paket',
        text: 'Izaberite koliko često dolazimo — paketi od {{price}} mesečno, ili jedna poseta.',
      },
      match: {
        title: 'Dodela održavaoca',
        text: 'Dodeljujemo vam pouzdanog lokalnog održavaoca koji poznaje groblje.',
      },
      updates: {
        title: 'Primajte izveštaje',
        text: 'Posle svake posete dobijate fotografije i kratak izveštaj, gde god da ste.',
      },
    },
    testimonials: {
      title: 'Šta kažu porodice',
      subtitle: 'Porodice od Toronta do Melburna nam poveravaju grobove svojih najmilijih.',
      milica: {
        quote:
          'O maminom grobu na Novom groblju brinu kao da smo mi tu. Posle svake posete dobijem fotografije — prvi put posle mnogo godina sam mirna.',
        name: 'Milica Jovanović',
        place: 'Toronto, Kanada',
      },
      stefan: {
        quote:
          'Za zadušnice su upalili sveće i položili cveće na grob mojih baba i dede u Kraljevu i poslali nam slike istog dana. Otac je zaplakao kad ih je video.',
        name: 'Stefan Nikolić',
        place: 'Minhen, Nemačka',
      },
      dragana: {
        quote:
          'Živimo na drugom kraju sveta, a grob naših roditelja u Čačku je uvek uredan. Jednostavan dogovor, poštene cene i održavalac kome je zaista stalo.',
        name: 'Dragana i Zoran Petrović',
        place: 'Melburn, Australija',
      },
    },
    contact: {
      title: 'Kontakt',
      text: 'Pišite nam ili nas pozovite — na srpskom, engleskom ili nemačkom.',
      email: 'Imejl',
      phone: 'Telefon',
      office: 'Kancelarija',
      city: 'Beograd, Srbija',
      hours: 'Radno vreme',
      hoursText: 'Ponedeljak–petak 9:00–17:00, subota 9:00–13:00 (po beogradskom vremenu)',
    },
    footer: {
      rights: '© {{year}} Memorial Care. Održavanje grobova širom Srbije.',
    },
  },
  de: {
    header: { signIn: 'Anmelden', sections: 'Seitenbereiche' },
    nav: {
      promises: 'Warum wir',
      steps: 'So funktioniert es',
      testimonials: 'Familien',
      contact: 'Kontakt',
    },
    hero: {
      eyebrow: 'Grabpflege in ganz Serbien',
      tagline: 'Memorial Care',
      promise:
        'Die Gräber Ihrer Familie in Serbien, gepflegt von vertrauenswürdigen Grabpflegern vor Ort — mit Fotos von jedem Besuch, wo immer Sie leben.',
      register: 'Grabpflege beginnen',
      guestRequest: 'Leistung anfragen',
      guestHint: 'Nur ein Besuch? Fragen Sie eine Leistung ohne Konto an.',
    },
    dialogs: {
      loadFailedTitle: 'Das Formular hat sich nicht geöffnet',
      loadFailedText: 'Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    },
    promises: {
      title: 'Pflege, der Sie auch aus der Ferne vertrauen',
      subtitle:
        'Die Entfernung soll Sie nicht davon abhalten, Ihre Lieben zu ehren. Wir sind da, wenn Sie es nicht sein können.',
      coverage: {
        title: 'In ganz Serbien',
        text: 'Von Subotica bis Vranje — Grabpfleger, die die Friedhöfe ihres Ortes kennen.',
      },
      photos: {
        title: 'Fotodokumentation',
        text: 'Vorher- und Nachher-Fotos von jedem Besuch, damit Sie die Pflege mit eigenen Augen sehen.',
      },
      calendar: {
        title: 'Orthodoxer Kalender',
        text: 'Zadušnice, Ostern, Weihnachten und Gedenktage — Kerzen und Blumen an den Tagen, die zählen.',
      },
      scheduling: {
        title: 'Flexible Termine',
        text: 'Monatlich, alle zwei Wochen oder wöchentlich — oder ein einzelner Besuch, wann immer Sie ihn brauchen.',
      },
      matching: {
        title: 'Passende Grabpfleger',
        text: 'Wir vermitteln Ihnen einen vertrauenswürdigen Grabpfleger nahe dem Friedhof, der Ihre Gräber Besuch für Besuch betreut.',
      },
      payments: {
        title: 'Sichere Zahlung',
        text: 'Klare Monatspreise in Euro und sichere Zahlung von überall auf der Welt.',
      },
    },
    steps: {
      title: 'So funktioniert es',
      subtitle: 'Vier Schritte, und die Gräber Ihrer Lieben sind in guten Händen.',
      register: {
        title: 'Grabstätten erfassen',
        text: 'Sagen Sie uns, wo Ihre Lieben ruhen: Friedhof und Grab.',
      },
      plan: {
        title: 'Paket wählen',
        text: 'Wählen Sie, wie oft wir kommen — Pakete ab {{price}} im Monat oder ein einzelner Besuch.',
      },
      match: {
        title: 'Grabpfleger zuordnen',
        text: 'Wir vermitteln einen vertrauenswürdigen Grabpfleger vor Ort, der den Friedhof kennt.',
      },
      updates: {
        title: 'Berichte erhalten',
        text: 'Nach jedem Besuch erhalten Sie Fotos und einen kurzen Bericht, wo immer Sie sind.',
      },
    },
    testimonials: {
      title: 'Was Familien sagen',
      subtitle: 'Familien von Toronto bis Melbourne vertrauen uns die Gräber ihrer Lieben an.',
      milica: {
        quote:
          'Das Grab meiner Mutter auf dem Novo groblje wird gepflegt, als wären wir selbst dort. Nach jedem Besuch bekomme ich die Fotos — zum ersten Mal seit Jahren bin ich beruhigt.',
        name: 'Milica Jovanović',
        place: 'Toronto, Kanada',
      },
      stefan: {
        quote:
          'Zu Zadušnice haben sie am Grab meiner Großeltern in Kraljevo Kerzen angezündet und Blumen niedergelegt und uns noch am selben Tag die Fotos geschickt. Mein Vater hat geweint.',
        name: 'Stefan Nikolić',
        place: 'München, Deutschland',
      },
      dragana: {
        quote:
          'Wir leben am anderen Ende der Welt, doch das Grab unserer Eltern in Čačak ist immer gepflegt. Einfach zu vereinbaren, ehrliche Preise und ein Grabpfleger, dem es wirklich am Herzen liegt.',
        name: 'Dragana und Zoran Petrović',
        place: 'Melbourne, Australien',
      },
    },
    contact: {
      title: 'Kontakt',
      text: 'Schreiben Sie uns oder rufen Sie an — auf Serbisch, Englisch oder Deutsch.',
      email: 'E-Mail',
      phone: 'Telefon',
      office: 'Büro',
      city: 'Beograd, Serbien',
      hours: 'Erreichbarkeit',
      hoursText: 'Montag bis Freitag 9:00–17:00, Samstag 9:00–13:00 (Belgrader Zeit)',
    },
    footer: {
      rights: '© {{year}} Memorial Care. Grabpflege in ganz Serbien.',
    },
  },
} satisfies FeatureTranslations<typeof en>;
