import type { FeatureTranslations } from '../../lib/i18n-types';

// Namespace `clientDashboard`.

const en = {
  welcome: 'Welcome back, {{name}}',
  welcomeAnonymous: 'Welcome back',
  subtitle: 'Your loved ones’ graves, their care and your payments at a glance',
  cards: {
    graves: 'My Graves',
    pending: 'Pending Services',
    upcoming: 'Upcoming Visits',
  },
  payments: {
    title: 'Payments',
    allPaid: 'Nothing to pay right now',
    due: '{{amount}} due',
    nextDue: 'Next payment due {{date}}',
    overdue: '{{n}} overdue',
    payNow: 'Pay Now',
    viewAll: 'View payments',
    loadFailed: 'Could not load your payments',
  },
  graves: {
    title: 'My Graves',
    empty: 'No graves yet',
    viewAll: 'View all graves',
    loadFailed: 'Could not load your graves',
    nextVisit: 'Next visit {{date}}',
  },
  visits: {
    title: 'Upcoming Visits',
    empty: 'No upcoming visits',
    viewAll: 'View all requests',
    loadFailed: 'Could not load your visits',
    open: '{{service}}: open the visit of {{date}}',
  },
  retry: 'Retry',
};

export const clientDashboardI18n = {
  en,
  sr: {
    welcome: 'Dobro došli, {{name}}',
    welcomeAnonymous: 'Dobro došli',
    subtitle: 'Grobovi vaših najmilijih, njihova nega i vaše uplate na jednom mestu',
    cards: {
      graves: 'Moji grobovi',
      pending: 'Usluge na čekanju',
      upcoming: 'Predstojeće posete',
    },
    payments: {
      title: 'Uplate',
      allPaid: 'Trenutno nema ničega za plaćanje',
      due: 'Za plaćanje: {{amount}}',
      nextDue: 'Sledeća uplata dospeva {{date}}',
      overdue: 'Dospelo neplaćeno: {{n}}',
      payNow: 'Plati sada',
      viewAll: 'Pogledaj uplate',
      loadFailed: 'Uplate nisu mogle da se učitaju',
    },
    graves: {
      title: 'Moji grobovi',
      empty: 'Još nema grobova',
      viewAll: 'Svi grobovi',
      loadFailed: 'Grobovi nisu mogli da se učitaju',
      nextVisit: 'Sledeća poseta {{date}}',
    },
    visits: {
      title: 'Predstojeće posete',
      empty: 'Nema predstojećih poseta',
      viewAll: 'Svi zahtevi',
      loadFailed: 'Posete nisu mogle da se učitaju',
      open: '{{service}}: otvori posetu od {{date}}',
    },
    retry: 'Pokušaj ponovo',
  },
  de: {
    welcome: 'Willkommen zurück, {{name}}',
    welcomeAnonymous: 'Willkommen zurück',
    subtitle: 'Die Gräber Ihrer Lieben, ihre Pflege und Ihre Zahlungen auf einen Blick',
    cards: {
      graves: 'Meine Gräber',
      pending: 'Offene Leistungen',
      upcoming: 'Anstehende Besuche',
    },
    payments: {
      title: 'Zahlungen',
      allPaid: 'Derzeit ist nichts zu bezahlen',
      due: '{{amount}} fällig',
      nextDue: 'Nächste Zahlung fällig am {{date}}',
      overdue: '{{n}} überfällig',
      payNow: 'Jetzt bezahlen',
      viewAll: 'Zahlungen ansehen',
      loadFailed: 'Ihre Zahlungen konnten nicht geladen werden',
    },
    graves: {
      title: 'Meine Gräber',
      empty: 'Noch keine Gräber',
      viewAll: 'Alle Gräber',
      loadFailed: 'Ihre Gräber konnten nicht geladen werden',
      nextVisit: 'Nächster Besuch {{date}}',
    },
    visits: {
      title: 'Anstehende Besuche',
      empty: 'Keine anstehenden Besuche',
      viewAll: 'Alle Anfragen',
      loadFailed: 'Ihre Besuche konnten nicht geladen werden',
      open: '{{service}}: Besuch vom {{date}} öffnen',
    },
    retry: 'Erneut versuchen',
  },
} satisfies FeatureTranslations<typeof en>;
