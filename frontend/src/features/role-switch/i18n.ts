import type { FeatureTranslations } from '../../lib/i18n-types';

// Namespace `roleSwitch`: the development role switcher (spec part 2, sections 2, 4 and 8).

const en = {
  badge: 'Development',
  label: 'Switch role',
  hint: 'Changes the role of your own account to try the other consoles. Development servers only.',
  roles: { admin: 'Admin', caretaker: 'Caretaker', client: 'Client' },
  toast: {
    switched: 'Role Switched',
    switchedDescription: 'You are now {{role}}. Reloading…',
    failed: 'Failed to switch role',
  },
};

export const roleSwitchI18n = {
  en,
  sr: {
    badge: 'Razvoj',
    label: 'Promeni ulogu',
    hint: 'Menja ulogu vašeg naloga kako biste isprobali druge konzole. Samo na razvojnim serverima.',
    roles: { admin: 'Administrator', caretaker: 'Održavalac', client: 'Klijent' },
    toast: {
      switched: 'Uloga promenjena',
      switchedDescription: 'Vaša uloga je sada: {{role}}. Ponovno učitavanje…',
      failed: 'Promena uloge nije uspela',
    },
  },
  de: {
    badge: 'Entwicklung',
    label: 'Rolle wechseln',
    hint: 'Ändert die Rolle Ihres eigenen Kontos, um die anderen Bereiche auszuprobieren. Nur auf Entwicklungsservern.',
    roles: { admin: 'Administrator', caretaker: 'Grabpfleger', client: 'Kunde' },
    toast: {
      switched: 'Rolle gewechselt',
      switchedDescription: 'Ihre Rolle ist jetzt: {{role}}. Die Seite wird neu geladen…',
      failed: 'Die Rolle konnte nicht gewechselt werden',
    },
  },
} satisfies FeatureTranslations<typeof en>;
