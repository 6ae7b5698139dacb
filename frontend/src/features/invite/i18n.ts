import type { FeatureTranslations } from '../../lib/i18n-types';

// Namespace `invite`: the invite page (/invite/{token}). English is the spec's wording
// (part 1, sections 2, 5 and 8).

const en = {
  verifying: 'Verifying your invite...',
  invalid: {
    title: 'Invalid Invite',
    hint: 'If you still need access, ask us for a new invite link.',
    home: 'Return to Homepage',
  },
  failures: {
    invalidLink: 'Invalid invite link',
    verifyFailed: 'Failed to verify invite link',
  },
  welcome: {
    title: 'Welcome to Memorial Care, {{name}}!',
    intro:
      'Your account is ready. Choose a password to activate it, then sign in to follow the care of your family’s graves.',
    details: 'Your account',
    name: 'Name',
    email: 'Email',
    validUntil: 'This invite link is valid until {{date}}.',
  },
  form: {
    password: 'Choose Your Password',
    passwordPlaceholder: 'At least 6 characters',
    confirmPassword: 'Confirm Password',
    confirmPlaceholder: 'Repeat your password',
    submit: 'Activate My Account',
    tooShort: 'Password must be at least 6 characters',
    mismatch: 'Passwords do not match',
  },
  done: {
    title: 'Account activated successfully!',
    description: 'You can now login with your credentials',
    redirecting: 'Taking you to the sign-in page…',
    signIn: 'Go to sign in',
  },
  toast: {
    errorTitle: 'Error',
    activated: 'Account activated successfully!',
    activatedDescription: 'You can now login with your credentials',
    activationFailed: 'Failed to activate account',
  },
};

export const inviteI18n = {
  en,
  sr: {
    verifying: 'Proveravamo vašu pozivnicu...',
    invalid: {
      title: 'Nevažeća pozivnica',
      hint: 'Ako vam je pristup i dalje potreban, zatražite od nas novi link pozivnice.',
      home: 'Povratak na početnu stranu',
    },
    failures: {
      invalidLink: 'Nevažeći link pozivnice',
      verifyFailed: 'Provera linka pozivnice nije uspela',
    },
    welcome: {
      title: 'Dobro došli u Memorial Care, {{name}}!',
      intro:
        'Vaš nalog je spreman. Izaberite lozinku da biste ga aktivirali, a zatim se prijavite i pratite održavanje grobova vaše porodice.',
      details: 'Vaš nalog',
      name: 'Ime',
      email: 'Imejl',
      validUntil: 'Ovaj link pozivnice važi do {{date}}.',
    },
    form: {
      password: 'Izaberite lozinku',
      passwordPlaceholder: 'Najmanje 6 znakova',
      confirmPassword: 'Potvrdite lozinku',
      confirmPlaceholder: 'Ponovite lozinku',
      submit: 'Aktiviraj moj nalog',
      tooShort: 'Lozinka mora imati najmanje 6 znakova',
      mismatch: 'Lozinke se ne poklapaju',
    },
    done: {
      title: 'Nalog je uspešno aktiviran!',
      description: 'Sada se možete prijaviti svojim podacima',
      redirecting: 'Vodimo vas na prijavu…',
      signIn: 'Idi na prijavu',
    },
    toast: {
      errorTitle: 'Greška',
      activated: 'Nalog je uspešno aktiviran!',
      activatedDescription: 'Sada se možete prijaviti svojim podacima',
      activationFailed: 'Aktiviranje naloga nije uspelo',
    },
  },
  de: {
    verifying: 'Ihre Einladung wird geprüft...',
    invalid: {
      title: 'Ungültige Einladung',
      hint: 'Wenn Sie weiterhin Zugang benötigen, bitten Sie uns um einen neuen Einladungslink.',
      home: 'Zur Startseite',
    },
    failures: {
      invalidLink: 'Ungültiger Einladungslink',
      verifyFailed: 'Der Einladungslink konnte nicht geprüft werden',
    },
    welcome: {
      title: 'Willkommen bei Memorial Care, {{name}}!',
      intro:
        'Ihr Konto ist bereit. Wählen Sie ein Passwort, um es zu aktivieren, und melden Sie sich dann an, um die Pflege der Gräber Ihrer Familie zu verfolgen.',
      details: 'Ihr Konto',
      name: 'Name',
      email: 'E-Mail',
      validUntil: 'Dieser Einladungslink ist gültig bis {{date}}.',
    },
    form: {
      password: 'Wählen Sie Ihr Passwort',
      passwordPlaceholder: 'Mindestens 6 Zeichen',
      confirmPassword: 'Passwort bestätigen',
      confirmPlaceholder: 'Passwort wiederholen',
      submit: 'Mein Konto aktivieren',
      tooShort: 'Das Passwort muss mindestens 6 Zeichen lang sein',
      mismatch: 'Die Passwörter stimmen nicht überein',
    },
    done: {
      title: 'Konto erfolgreich aktiviert!',
      description: 'Sie können sich jetzt mit Ihren Zugangsdaten anmelden',
      redirecting: 'Sie werden zur Anmeldung weitergeleitet…',
      signIn: 'Zur Anmeldung',
    },
    toast: {
      errorTitle: 'Fehler',
      activated: 'Konto erfolgreich aktiviert!',
      activatedDescription: 'Sie können sich jetzt mit Ihren Zugangsdaten anmelden',
      activationFailed: 'Das Konto konnte nicht aktiviert werden',
    },
  },
} satisfies FeatureTranslations<typeof en>;
