import type { InviteIssued } from '@memorial-care/contracts/events';
import type { MailMessage } from '../mail/mail-port';

export type MailLanguage = InviteIssued['preferredLanguage'];

export interface InviteMailInput {
  readonly to: string;
  readonly name: string;
  readonly link: string;
  /** ISO timestamp. */
  readonly expiresAt: string;
  readonly language: MailLanguage;
}

interface InviteTexts {
  readonly locale: string;
  readonly subject: string;
  readonly greeting: (name: string) => string;
  readonly about: string;
  readonly action: string;
  readonly button: string;
  readonly validUntil: (date: string) => string;
  readonly ignore: string;
  readonly signOff: readonly [string, string];
}

const texts: Record<MailLanguage, InviteTexts> = {
  Serbian: {
    locale: 'sr-Latn-RS',
    subject: 'Pozivnica za Memorial Care – aktivirajte svoj nalog',
    greeting: (name) => `Zdravo, ${name},`,
    about:
      'Memorial Care brine o grobovima vaših najmilijih širom Srbije – i kada ste daleko od kuće.',
    action: 'Vaš nalog je spreman. Aktivirajte ga i izaberite lozinku preko ovog linka:',
    button: 'Aktiviraj moj nalog',
    validUntil: (date) => `Link važi do ${date}.`,
    ignore:
      'Ako niste očekivali ovu poruku, slobodno je zanemarite – bez aktivacije se ništa neće desiti.',
    signOff: ['Srdačan pozdrav,', 'Tim Memorial Care'],
  },
  English: {
    locale: 'en-GB',
    subject: 'Your Memorial Care invitation – activate your account',
    greeting: (name) => `Hello ${name},`,
    about:
      'Memorial Care looks after the graves of your loved ones across Serbia, even when you are far away.',
    action: 'Your account is ready. Activate it and choose your password with this link:',
    button: 'Activate my account',
    validUntil: (date) => `The link is valid until ${date}.`,
    ignore:
      'If you did not expect this email, you can safely ignore it; nothing happens without activation.',
    signOff: ['Kind regards,', 'The Memorial Care team'],
  },
  German: {
    locale: 'de-DE',
    subject: 'Ihre Einladung zu Memorial Care – Konto aktivieren',
    greeting: (name) => `Guten Tag ${name},`,
    about:
      'Memorial Care pflegt die Gräber Ihrer Angehörigen in ganz Serbien – auch wenn Sie weit weg sind.',
    action: 'Ihr Konto ist bereit. Aktivieren Sie es und wählen Sie Ihr Passwort über diesen Link:',
    button: 'Mein Konto aktivieren',
    validUntil: (date) => `Der Link ist gültig bis ${date}.`,
    ignore:
      'Falls Sie diese E-Mail nicht erwartet haben, können Sie sie einfach ignorieren; ohne Aktivierung geschieht nichts.',
    signOff: ['Mit freundlichen Grüßen', 'Ihr Memorial-Care-Team'],
  },
};

/** The expiry in the recipient's language, in Serbian time (where the service runs). */
export const formatExpiry = (expiresAt: string, language: MailLanguage) =>
  new Intl.DateTimeFormat(texts[language].locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Belgrade',
    timeZoneName: 'short',
  }).format(new Date(expiresAt));

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

/** The invite mail, text and HTML, in the recipient's preferred language. */
export const renderInviteMail = (input: InviteMailInput): MailMessage => {
  const t = texts[input.language];
  const expiry = formatExpiry(input.expiresAt, input.language);
  const text = [
    t.greeting(input.name),
    '',
    t.about,
    '',
    t.action,
    input.link,
    '',
    t.validUntil(expiry),
    '',
    t.ignore,
    '',
    ...t.signOff,
    '',
  ].join('\n');
  const link = escapeHtml(input.link);
  const paragraph = (content: string) => `<p style="margin:0 0 16px">${content}</p>`;
  const html = `<!doctype html>
<html lang="${t.locale}">
<body style="margin:0;padding:24px;background:#f5f5f4;font-family:Arial,Helvetica,sans-serif;color:#1c1917;line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
${paragraph(escapeHtml(t.greeting(input.name)))}
${paragraph(escapeHtml(t.about))}
${paragraph(escapeHtml(t.action))}
<p style="margin:0 0 16px"><a href="${link}" style="display:inline-block;background:#1d4ed8;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:bold">${escapeHtml(t.button)}</a></p>
${paragraph(`<a href="${link}" style="color:#1d4ed8;word-break:break-all">${link}</a>`)}
${paragraph(escapeHtml(t.validUntil(expiry)))}
<p style="margin:0 0 16px;color:#57534e;font-size:14px">${escapeHtml(t.ignore)}</p>
<p style="margin:0">${t.signOff.map(escapeHtml).join('<br>')}</p>
</div>
</body>
</html>
`;
  return { to: input.to, subject: t.subject, text, html };
};
