import type { serviceTypes } from '@memorial-care/contracts/domain';
import { noImportantDates, type CemeteryFieldValues } from '@memorial-care/contracts/events';

/**
 * The demo world: a family in the diaspora with graves in Belgrade, another in Canada with a
 * grave in Novi Sad, and the caretakers who look after them. Names are keys for stable ids;
 * the cemeteries' positions are their real ones (what photos taken there are judged against).
 */
export const demoCemeteries: readonly (Pick<CemeteryFieldValues, 'name' | 'city' | 'region'> &
  Partial<CemeteryFieldValues> & { key: string; caretakerKeys: readonly string[] })[] = [
  {
    key: 'novo-groblje',
    name: 'Novo groblje',
    city: 'Beograd',
    region: 'Grad Beograd',
    address: 'Ruzveltova 50',
    contact: 'JKP Beogradska groblja',
    phoneEmail: '+381 11 3222 400',
    preferredVisitHours: 'morning',
    accessNotes: 'Main gate on Ruzveltova; cars only with a permit from the office.',
    latitude: 44.8101,
    longitude: 20.4889,
    caretakerKeys: ['dragan'],
  },
  {
    key: 'bezanijsko',
    name: 'Bežanijsko groblje',
    city: 'Beograd',
    region: 'Grad Beograd',
    address: 'Vojvođanska bb',
    preferredVisitHours: 'afternoon',
    latitude: 44.8166,
    longitude: 20.3801,
    caretakerKeys: ['dragan'],
  },
  {
    key: 'almasko',
    name: 'Almaško groblje',
    city: 'Novi Sad',
    region: 'Južnobački okrug',
    preferredVisitHours: 'anytime',
    latitude: 45.2622,
    longitude: 19.8459,
    caretakerKeys: ['marija'],
  },
];

export const demoCaretakers = [
  {
    key: 'dragan',
    demoAccount: true,
    name: 'Dragan Nikolić',
    email: 'caretaker@memorialcare.example',
    phone: '+381 64 111 2233',
    region: 'Beograd',
    preferredVisitDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    perVisitRate: '30.00',
    preferredPaymentMethod: 'bank_transfer',
  },
  {
    key: 'marija',
    demoAccount: false,
    name: 'Marija Stojanović',
    email: 'marija.stojanovic@memorialcare.example',
    phone: '+381 63 444 5566',
    region: 'Novi Sad',
    preferredVisitDays: ['Tuesday', 'Thursday', 'Saturday'],
    perVisitRate: '25.00',
    preferredPaymentMethod: 'cash',
  },
] as const;

export const demoClients = [
  {
    key: 'milica',
    demoAccount: true,
    name: 'Milica Jovanović',
    email: 'client@memorialcare.example',
    phone: '+49 151 2345 6789',
    address: 'Leopoldstraße 12, München',
    country: 'germany',
    selectedPlan: 'standard',
  },
  {
    key: 'nikola',
    demoAccount: false,
    name: 'Nikola Marković',
    email: 'nikola.markovic@memorialcare.example',
    phone: '+1 416 555 0142',
    address: '88 Queen St W, Toronto',
    country: 'canada',
    selectedPlan: 'premium',
  },
] as const;

/** The demo graves' care wishes start from nothing wanted. */
const noneWanted = noImportantDates;

export const demoGraves = [
  {
    key: 'radomir',
    clientKey: 'milica',
    cemeteryKey: 'novo-groblje',
    deceasedName: 'Radomir Jovanović',
    graveNumber: '14',
    graveLocation: 'Parcela 14, red 3',
    deceasedDateOfBirth: '1938-03-12',
    deceasedDateOfDeath: '2011-10-02',
    // Scheduled care: the plan books the anniversaries, the four Zadušnice and the slava itself.
    visitFrequency: 'scheduled',
    preferredServiceType: 'grave_cleaning',
    importantDates: {
      ...noneWanted,
      deathAnniversary: true,
      zadusnice: true,
      slava: { name: 'Sveti Nikola', date: '12-19' },
    },
  },
  {
    key: 'desanka',
    clientKey: 'milica',
    cemeteryKey: 'bezanijsko',
    deceasedName: 'Desanka Jovanović',
    graveNumber: '7',
    graveLocation: 'Parcela 2, red 11',
    deceasedDateOfBirth: '1941-06-30',
    deceasedDateOfDeath: '2019-01-19',
    // On demand: the family is reminded before Christmas and the birthday, and orders itself.
    visitFrequency: 'on_demand',
    preferredServiceType: 'flower_arrangement',
    importantDates: { ...noneWanted, birthday: true, christmas: true },
  },
  {
    key: 'petar',
    clientKey: 'nikola',
    cemeteryKey: 'almasko',
    deceasedName: 'Petar Marković',
    graveNumber: '112',
    graveLocation: 'Polje B',
    deceasedDateOfBirth: '1950-11-05',
    deceasedDateOfDeath: '2020-04-27',
    // Recurring: a visit on the first Saturday of each month, and Easter (on Pobusani ponedeljak).
    visitFrequency: 'recurring',
    preferredServiceType: 'grave_maintenance',
    importantDates: { ...noneWanted, easter: true },
  },
] as const;

/** The demo price list (EUR): the demo requests' amounts, and the services they leave out. */
export const demoPrices = {
  grave_cleaning: '35.00',
  flower_arrangement: '40.00',
  memorial_candles: '15.00',
  full_service_package: '120.00',
  grave_maintenance: '50.00',
  monument_cleaning: '60.00',
} as const satisfies Record<(typeof serviceTypes)[number], string>;

/** Requests in every stage of their life, relative to the day the demo data is first made. */
export const demoRequests = [
  {
    key: 'radomir-cleaning-done',
    graveKey: 'radomir',
    serviceType: 'grave_cleaning',
    amount: '35.00',
    caretakerKey: 'dragan',
    scheduledInDays: -20,
    stage: 'completed',
  },
  {
    key: 'radomir-candles',
    graveKey: 'radomir',
    serviceType: 'memorial_candles',
    amount: '15.00',
    caretakerKey: 'dragan',
    scheduledInDays: 3,
    stage: 'scheduled',
  },
  {
    key: 'desanka-flowers',
    graveKey: 'desanka',
    serviceType: 'flower_arrangement',
    amount: '40.00',
    caretakerKey: 'dragan',
    scheduledInDays: 9,
    stage: 'pending',
  },
  {
    key: 'petar-full',
    graveKey: 'petar',
    serviceType: 'full_service_package',
    amount: '120.00',
    caretakerKey: 'marija',
    scheduledInDays: 0,
    stage: 'in_progress',
  },
] as const;
