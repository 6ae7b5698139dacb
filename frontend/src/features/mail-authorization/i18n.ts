import type { FeatureTranslations } from '../../lib/i18n-types';

// Strings of the admin's Mail Authorization Setup (namespace `mailAuthorization`): connecting
// the office mailbox through its OAuth provider (Gmail by default).

const en = {
  menuItem: 'Office mailbox',
  title: 'Mail Authorization Setup',
  subtitle:
    'Connect the office mailbox once: the app then reads and sends its mail on its own, with an authorization you can withdraw at any time.',
  loadFailed: 'Could not load the mail authorization',
  retry: 'Retry',
  notConfigured: {
    title: 'The mail authorization is not configured',
    content:
      'Set MAIL_OAUTH_CLIENT_ID and MAIL_OAUTH_CLIENT_SECRET of the OAuth client (Google Cloud console, or your provider), and MAIL_OAUTH_ISSUER for a provider other than Google, then restart the app.',
  },
  provider: {
    issuer: 'Provider',
    redirectUri: 'Redirect URI',
    scopes: 'Access asked for',
    redirectHint: 'Register this redirect URI with the OAuth client.',
  },
  mailbox: {
    title: 'Office mailbox',
    none: 'No mailbox is connected.',
    account: 'Account',
    connectedAt: 'Connected',
    token: 'Refresh token',
    tokenStored: 'stored encrypted ({{hint}})',
    environment: 'Set by the server environment',
    environmentHint:
      'MAIL_OAUTH_REFRESH_TOKEN and MAIL_OAUTH_ACCOUNT are set on the server and win over a mailbox connected here. Change or remove them there.',
    stale: 'The mailbox was connected with other provider settings. Connect it again below.',
    refreshFailed: 'The provider refused to renew the access on {{date}}: {{reason}}',
    refreshFailedHint: 'Connect the mailbox again below.',
    disconnect: 'Disconnect',
  },
  disconnectConfirm: {
    title: 'Disconnect the office mailbox?',
    content:
      'The app stops reading and sending its mail. The stored authorization is deleted and withdrawn at the provider.',
    ok: 'Disconnect',
    cancel: 'Cancel',
  },
  steps: {
    generate: {
      title: 'Generate the authorization link',
      content:
        'Open the link, sign in to the office mailbox’s account and allow access. The link works once, for 10 minutes.',
      action: 'Generate link',
      again: 'Generate a new link',
      link: 'Open the provider’s page',
      validUntil: 'Valid until {{time}}',
    },
    code: {
      title: 'Paste the authorization code',
      content:
        'When the provider sends you back to this app, the mailbox is connected at once. When it shows a code instead (or an address that does not open), paste it here: the code alone, or the whole address.',
      label: 'Authorization code',
      placeholder: 'The code, or the address the provider sent you to',
      action: 'Get Refresh Token',
      secret: 'The refresh token is stored encrypted on the server and never shown.',
    },
    connected: {
      title: 'Mailbox connected',
      content: 'The app reads the mailbox as {{account}}.',
      waiting: 'Waiting for the mailbox to be connected.',
    },
  },
  toasts: {
    linkFailed: 'Could not generate the authorization link',
    connected: 'The office mailbox is connected',
    connectFailed: 'Could not connect the office mailbox',
    disconnected: 'The office mailbox is disconnected',
    disconnectedNotRevoked:
      'The office mailbox is disconnected. The provider did not confirm the withdrawal: remove the app’s access in the account’s security settings too.',
    disconnectFailed: 'Could not disconnect the office mailbox',
    emptyCode: 'Paste the authorization code first',
  },
};

export const mailAuthorizationI18n = {
  en,
  sr: {
    menuItem: 'Sanduče kancelarije',
    title: 'Podešavanje autorizacije pošte',
    subtitle:
      'Povežite poštansko sanduče kancelarije jednom: aplikacija zatim sama čita i šalje njegovu poštu, uz ovlašćenje koje možete povući u svakom trenutku.',
    loadFailed: 'Autorizacija pošte nije mogla da se učita',
    retry: 'Pokušaj ponovo',
    notConfigured: {
      title: 'Autorizacija pošte nije podešena',
      content:
        'Podesite MAIL_OAUTH_CLIENT_ID i MAIL_OAUTH_CLIENT_SECRET OAuth klijenta (Google Cloud konzola ili vaš provajder), i MAIL_OAUTH_ISSUER za provajdera koji nije Google, pa ponovo pokrenite aplikaciju.',
    },
    provider: {
      issuer: 'Provajder',
      redirectUri: 'Adresa za povratak',
      scopes: 'Traženi pristup',
      redirectHint: 'Registrujte ovu adresu za povratak kod OAuth klijenta.',
    },
    mailbox: {
      title: 'Poštansko sanduče kancelarije',
      none: 'Nijedno sanduče nije povezano.',
      account: 'Nalog',
      connectedAt: 'Povezano',
      token: 'Token za osvežavanje',
      tokenStored: 'čuva se šifrovan ({{hint}})',
      environment: 'Podešeno u okruženju servera',
      environmentHint:
        'MAIL_OAUTH_REFRESH_TOKEN i MAIL_OAUTH_ACCOUNT su podešeni na serveru i imaju prednost nad sandučetom povezanim ovde. Promenite ih ili uklonite tamo.',
      stale:
        'Sanduče je povezano sa drugačijim podešavanjima provajdera. Povežite ga ponovo ispod.',
      refreshFailed: 'Provajder je odbio da obnovi pristup {{date}}: {{reason}}',
      refreshFailedHint: 'Povežite sanduče ponovo ispod.',
      disconnect: 'Prekini vezu',
    },
    disconnectConfirm: {
      title: 'Prekinuti vezu sa sandučetom kancelarije?',
      content:
        'Aplikacija prestaje da čita i šalje njegovu poštu. Sačuvano ovlašćenje se briše i povlači kod provajdera.',
      ok: 'Prekini vezu',
      cancel: 'Otkaži',
    },
    steps: {
      generate: {
        title: 'Napravite link za autorizaciju',
        content:
          'Otvorite link, prijavite se na nalog sandučeta kancelarije i dozvolite pristup. Link važi jednom, 10 minuta.',
        action: 'Napravi link',
        again: 'Napravi novi link',
        link: 'Otvori stranicu provajdera',
        validUntil: 'Važi do {{time}}',
      },
      code: {
        title: 'Nalepite kod za autorizaciju',
        content:
          'Kada vas provajder vrati u ovu aplikaciju, sanduče je odmah povezano. Ako umesto toga prikaže kod (ili adresu koja se ne otvara), nalepite ga ovde: samo kod ili celu adresu.',
        label: 'Kod za autorizaciju',
        placeholder: 'Kod ili adresa na koju vas je provajder poslao',
        action: 'Preuzmi token za osvežavanje',
        secret: 'Token za osvežavanje se čuva šifrovan na serveru i nikada se ne prikazuje.',
      },
      connected: {
        title: 'Sanduče je povezano',
        content: 'Aplikacija čita sanduče kao {{account}}.',
        waiting: 'Čeka se povezivanje sandučeta.',
      },
    },
    toasts: {
      linkFailed: 'Link za autorizaciju nije mogao da se napravi',
      connected: 'Sanduče kancelarije je povezano',
      connectFailed: 'Sanduče kancelarije nije moglo da se poveže',
      disconnected: 'Veza sa sandučetom kancelarije je prekinuta',
      disconnectedNotRevoked:
        'Veza sa sandučetom kancelarije je prekinuta. Provajder nije potvrdio povlačenje: uklonite pristup aplikacije i u bezbednosnim podešavanjima naloga.',
      disconnectFailed: 'Veza sa sandučetom kancelarije nije mogla da se prekine',
      emptyCode: 'Prvo nalepite kod za autorizaciju',
    },
  },
  de: {
    menuItem: 'Büropostfach',
    title: 'E-Mail-Autorisierung einrichten',
    subtitle:
      'Verbinden Sie das Postfach des Büros einmal: Die App liest und sendet dann seine E-Mails selbst, mit einer Berechtigung, die Sie jederzeit widerrufen können.',
    loadFailed: 'Die E-Mail-Autorisierung konnte nicht geladen werden',
    retry: 'Erneut versuchen',
    notConfigured: {
      title: 'Die E-Mail-Autorisierung ist nicht eingerichtet',
      content:
        'Setzen Sie MAIL_OAUTH_CLIENT_ID und MAIL_OAUTH_CLIENT_SECRET des OAuth-Clients (Google-Cloud-Konsole oder Ihr Anbieter) und für einen anderen Anbieter als Google MAIL_OAUTH_ISSUER, und starten Sie die App neu.',
    },
    provider: {
      issuer: 'Anbieter',
      redirectUri: 'Weiterleitungs-URI',
      scopes: 'Angefragter Zugriff',
      redirectHint: 'Tragen Sie diese Weiterleitungs-URI beim OAuth-Client ein.',
    },
    mailbox: {
      title: 'Postfach des Büros',
      none: 'Kein Postfach verbunden.',
      account: 'Konto',
      connectedAt: 'Verbunden',
      token: 'Aktualisierungstoken',
      tokenStored: 'verschlüsselt gespeichert ({{hint}})',
      environment: 'In der Serverumgebung festgelegt',
      environmentHint:
        'MAIL_OAUTH_REFRESH_TOKEN und MAIL_OAUTH_ACCOUNT sind auf dem Server gesetzt und haben Vorrang vor einem hier verbundenen Postfach. Ändern oder entfernen Sie sie dort.',
      stale:
        'Das Postfach wurde mit anderen Anbietereinstellungen verbunden. Verbinden Sie es unten erneut.',
      refreshFailed:
        'Der Anbieter hat die Verlängerung des Zugriffs am {{date}} abgelehnt: {{reason}}',
      refreshFailedHint: 'Verbinden Sie das Postfach unten erneut.',
      disconnect: 'Trennen',
    },
    disconnectConfirm: {
      title: 'Das Postfach des Büros trennen?',
      content:
        'Die App liest und sendet seine E-Mails nicht mehr. Die gespeicherte Berechtigung wird gelöscht und beim Anbieter widerrufen.',
      ok: 'Trennen',
      cancel: 'Abbrechen',
    },
    steps: {
      generate: {
        title: 'Autorisierungslink erzeugen',
        content:
          'Öffnen Sie den Link, melden Sie sich beim Konto des Büropostfachs an und erlauben Sie den Zugriff. Der Link gilt einmal, 10 Minuten lang.',
        action: 'Link erzeugen',
        again: 'Neuen Link erzeugen',
        link: 'Seite des Anbieters öffnen',
        validUntil: 'Gültig bis {{time}}',
      },
      code: {
        title: 'Autorisierungscode einfügen',
        content:
          'Leitet der Anbieter Sie zu dieser App zurück, ist das Postfach sofort verbunden. Zeigt er stattdessen einen Code (oder eine Adresse, die sich nicht öffnet), fügen Sie ihn hier ein: nur den Code oder die ganze Adresse.',
        label: 'Autorisierungscode',
        placeholder: 'Der Code oder die Adresse, zu der der Anbieter Sie geschickt hat',
        action: 'Aktualisierungstoken abrufen',
        secret:
          'Das Aktualisierungstoken wird verschlüsselt auf dem Server gespeichert und nie angezeigt.',
      },
      connected: {
        title: 'Postfach verbunden',
        content: 'Die App liest das Postfach als {{account}}.',
        waiting: 'Das Postfach ist noch nicht verbunden.',
      },
    },
    toasts: {
      linkFailed: 'Der Autorisierungslink konnte nicht erzeugt werden',
      connected: 'Das Postfach des Büros ist verbunden',
      connectFailed: 'Das Postfach des Büros konnte nicht verbunden werden',
      disconnected: 'Das Postfach des Büros ist getrennt',
      disconnectedNotRevoked:
        'Das Postfach des Büros ist getrennt. Der Anbieter hat den Widerruf nicht bestätigt: Entfernen Sie den Zugriff der App auch in den Sicherheitseinstellungen des Kontos.',
      disconnectFailed: 'Das Postfach des Büros konnte nicht getrennt werden',
      emptyCode: 'Fügen Sie zuerst den Autorisierungscode ein',
    },
  },
} satisfies FeatureTranslations<typeof en>;
