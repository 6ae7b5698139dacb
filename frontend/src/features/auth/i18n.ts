import type { FeatureTranslations } from '../../lib/i18n-types';

// Namespace `auth`. The English toast texts are the spec's (part 1, section 8).

const en = {
  signIn: {
    title: 'Sign in to your account',
    subtitle: 'Families, caretakers and our team sign in here.',
  },
  form: {
    email: 'Email',
    emailPlaceholder: 'you@example.com',
    password: 'Password',
    signIn: 'Sign In',
    emailRequired: 'Please enter your email address.',
    emailInvalid: 'Please enter a valid email address.',
    passwordRequired: 'Please enter your password.',
  },
  demo: {
    title: 'Demo accounts',
    hint: 'Explore Memorial Care with one of these accounts.',
    use: 'Use',
    useAccount: 'Use the {{role}} account',
    roles: { admin: 'Admin', client: 'Client', caretaker: 'Caretaker' },
  },
  toast: {
    loginSuccessTitle: 'Login successful',
    loginSuccessDescription: 'Welcome to Memorial Care',
    loginFailedTitle: 'Login failed',
    invalidCredentials: 'Invalid credentials',
    loginErrorTitle: 'Login Error',
    loginErrorDescription:
      'Unable to connect to login server. Please check your connection and try again.',
  },
};

export const authI18n = {
  en,
  sr: {
    signIn: {
      title: 'Prijavite se na svoj nalog',
      subtitle: 'Ovde se prijavljuju porodice, održavaoci i naš tim.',
    },
    form: {
      email: 'Imejl',
      emailPlaceholder: 'vi@primer.rs',
      password: 'Lozinka',
      signIn: 'Prijavi se',
      emailRequired: 'Unesite svoju imejl adresu.',
      emailInvalid: 'Unesite ispravnu imejl adresu.',
      passwordRequired: 'Unesite lozinku.',
    },
    demo: {
      title: 'Demo nalozi',
      hint: 'Istražite Memorial Care pomoću jednog od ovih naloga.',
      use: 'Koristi',
      useAccount: 'Koristi nalog: {{role}}',
      roles: { admin: 'Administrator', client: 'Klijent', caretaker: 'Održavalac' },
    },
    toast: {
      loginSuccessTitle: 'Uspešna prijava',
      loginSuccessDescription: 'Dobro došli u Memorial Care',
      loginFailedTitle: 'Prijava nije uspela',
      invalidCredentials: 'Pogrešan imejl ili lozinka',
      loginErrorTitle: 'Greška pri prijavi',
      loginErrorDescription:
        'Nije moguće povezati se sa serverom za prijavu. Proverite vezu i pokušajte ponovo.',
    },
  },
  de: {
    signIn: {
      title: 'Bei Ihrem Konto anmelden',
      subtitle: 'Familien, Grabpfleger und unser Team melden sich hier an.',
    },
    form: {
      email: 'E-Mail',
      emailPlaceholder: 'sie@beispiel.de',
      password: 'Passwort',
      signIn: 'Anmelden',
      emailRequired: 'Bitte geben Sie Ihre E-Mail-Adresse ein.',
      emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
      passwordRequired: 'Bitte geben Sie Ihr Passwort ein.',
    },
    demo: {
      title: 'Demo-Konten',
      hint: 'Entdecken Sie Memorial Care mit einem dieser Konten.',
      use: 'Verwenden',
      useAccount: '{{role}}-Konto verwenden',
      roles: { admin: 'Administrator', client: 'Kunde', caretaker: 'Grabpfleger' },
    },
    toast: {
      loginSuccessTitle: 'Anmeldung erfolgreich',
      loginSuccessDescription: 'Willkommen bei Memorial Care',
      loginFailedTitle: 'Anmeldung fehlgeschlagen',
      invalidCredentials: 'Ungültige Anmeldedaten',
      loginErrorTitle: 'Anmeldefehler',
      loginErrorDescription:
        'Keine Verbindung zum Anmeldeserver. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    },
  },
} satisfies FeatureTranslations<typeof en>;
