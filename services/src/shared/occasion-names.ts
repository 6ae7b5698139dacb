import type { CareOccasionKind, PreferredLanguage } from '@memorial-care/contracts/domain';

// What each care occasion is called, in each language: the reminder mails' words, and the
// English of the care plan's request descriptions (one list, so both say the same).

/** What a mail says of an occasion: its kind, and the years or the name some kinds carry. */
export interface OccasionName {
  readonly kind: CareOccasionKind;
  readonly years: number | null;
  readonly label: string | null;
}

type Namer = (occasion: OccasionName) => string;
const fixed =
  (name: string): Namer =>
  () =>
    name;
const labelled =
  (prefix: string | null, fallback: string): Namer =>
  ({ label }) =>
    label ? (prefix ? `${prefix} – ${label}` : label) : fallback;

const occasionNames: Record<PreferredLanguage, Record<CareOccasionKind, Namer>> = {
  English: {
    ninthDay: fixed('9th-day memorial'),
    fortiethDay: fixed('40th-day memorial'),
    halfYear: fixed('Half-year memorial'),
    firstYear: fixed('First-year memorial'),
    anniversary: ({ years }) => `Anniversary of the death (${years ?? ''} years)`,
    birthday: ({ years }) => `Birthday (${years ?? ''} years)`,
    slava: labelled('Slava', 'Slava'),
    easter: fixed('Orthodox Easter (Vaskrs)'),
    christmas: fixed('Orthodox Christmas (Božić)'),
    winterZadusnice: fixed('Winter Zadušnice'),
    pentecostZadusnice: fixed('Pentecost Zadušnice'),
    miholjskeZadusnice: fixed('Miholjske Zadušnice'),
    mitrovskeZadusnice: fixed('Mitrovske Zadušnice'),
    other: labelled(null, 'Chosen day'),
    monthlyVisit: fixed('Monthly visit'),
  },
  Serbian: {
    ninthDay: fixed('Pomen devetog dana'),
    fortiethDay: fixed('Četrdesetodnevni pomen'),
    halfYear: fixed('Polugodišnji pomen'),
    firstYear: fixed('Godišnji pomen'),
    anniversary: ({ years }) => `${years ?? ''}. godišnjica smrti`,
    birthday: ({ years }) => `Rođendan (${years ?? ''} godina od rođenja)`,
    slava: labelled('Slava', 'Slava'),
    easter: fixed('Vaskrs'),
    christmas: fixed('Božić'),
    winterZadusnice: fixed('Zimske zadušnice'),
    pentecostZadusnice: fixed('Duhovske zadušnice'),
    miholjskeZadusnice: fixed('Miholjske zadušnice'),
    mitrovskeZadusnice: fixed('Mitrovske zadušnice'),
    other: labelled(null, 'Izabrani dan'),
    monthlyVisit: fixed('Mesečna poseta'),
  },
  German: {
    ninthDay: fixed('Gedenken am 9. Tag'),
    fortiethDay: fixed('Gedenken am 40. Tag'),
    halfYear: fixed('Halbjahresgedenken'),
    firstYear: fixed('Jahresgedenken'),
    anniversary: ({ years }) => `${years ?? ''}. Todestag`,
    birthday: ({ years }) => `Geburtstag (${years ?? ''} Jahre)`,
    slava: labelled('Slava', 'Slava'),
    easter: fixed('Orthodoxes Ostern (Vaskrs)'),
    christmas: fixed('Orthodoxes Weihnachten (Božić)'),
    winterZadusnice: fixed('Winter-Zadušnice'),
    pentecostZadusnice: fixed('Pfingst-Zadušnice'),
    miholjskeZadusnice: fixed('Miholjske Zadušnice'),
    mitrovskeZadusnice: fixed('Mitrovske Zadušnice'),
    other: labelled(null, 'Gewählter Tag'),
    monthlyVisit: fixed('Monatlicher Besuch'),
  },
};

/** "40th-day memorial" / "Četrdesetodnevni pomen" / "Gedenken am 40. Tag". */
export const occasionName = (language: PreferredLanguage, occasion: OccasionName) =>
  occasionNames[language][occasion.kind](occasion);
