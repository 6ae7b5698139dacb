import type { FeatureTranslations } from '../../lib/i18n-types';

// Strings of the family's reminder settings (namespace `careReminders`): the mails before the
// days they chose for their graves.

const en = {
  menuItem: 'Reminders',
  title: 'Reminder mails',
  intro:
    'Before each day you chose for the care of your graves (memorials, slava, holidays), we send you an email with a link to order the care, already filled in. After a recent death we also send the memorial days to come.',
  enabled: 'Send me reminder mails',
  daysBefore: 'Days before each chosen day',
  daysHint: 'From 1 to {{max}} days',
  invalidDays: 'A whole number from 1 to {{max}}',
  loadFailed: 'Could not load your reminder settings',
  actions: { save: 'Save', cancel: 'Cancel', retry: 'Retry' },
  toasts: {
    saved: 'Reminder settings saved',
    turnedOff: 'Reminder mails turned off',
    saveFailed: 'Could not save the reminder settings',
  },
};

export const careRemindersI18n = {
  en,
  sr: {
    menuItem: 'Podsetnici',
    title: 'Podsetnici e-poštom',
    intro:
      'Pre svakog dana koji ste izabrali za negu grobova (pomeni, slava, praznici) šaljemo vam e-poruku sa linkom za narudžbinu nege, već popunjenom. Posle nedavne smrti šaljemo i pomene koji predstoje.',
    enabled: 'Šalji mi podsetnike',
    daysBefore: 'Dana pre svakog izabranog dana',
    daysHint: 'Od 1 do {{max}} dana',
    invalidDays: 'Ceo broj od 1 do {{max}}',
    loadFailed: 'Podešavanja podsetnika nije moguće učitati',
    actions: { save: 'Sačuvaj', cancel: 'Otkaži', retry: 'Pokušaj ponovo' },
    toasts: {
      saved: 'Podešavanja podsetnika su sačuvana',
      turnedOff: 'Podsetnici su isključeni',
      saveFailed: 'Podešavanja podsetnika nije moguće sačuvati',
    },
  },
  de: {
    menuItem: 'Erinnerungen',
    title: 'Erinnerungs-E-Mails',
    intro:
      'Vor jedem Tag, den Sie für die Pflege Ihrer Gräber gewählt haben (Gedenktage, Slava, Feiertage), senden wir Ihnen eine E-Mail mit einem Link zur bereits ausgefüllten Bestellung. Nach einem kürzlichen Todesfall senden wir auch die bevorstehenden Gedenktage.',
    enabled: 'Erinnerungs-E-Mails senden',
    daysBefore: 'Tage vor jedem gewählten Tag',
    daysHint: '1 bis {{max}} Tage',
    invalidDays: 'Eine ganze Zahl von 1 bis {{max}}',
    loadFailed: 'Die Erinnerungseinstellungen konnten nicht geladen werden',
    actions: { save: 'Speichern', cancel: 'Abbrechen', retry: 'Erneut versuchen' },
    toasts: {
      saved: 'Erinnerungseinstellungen gespeichert',
      turnedOff: 'Erinnerungs-E-Mails abgeschaltet',
      saveFailed: 'Die Erinnerungseinstellungen konnten nicht gespeichert werden',
    },
  },
} satisfies FeatureTranslations<typeof en>;
