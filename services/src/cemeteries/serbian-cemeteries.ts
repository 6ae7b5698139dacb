/**
 * The cemeteries "Import Serbian Cemeteries" adds. Regions are the administrative districts
 * (okrug) of Serbia, and "Grad Beograd" for the capital. Where a town's cemetery has no
 * better-known proper name it is listed as that town's "Gradsko groblje" (city cemetery).
 */
export interface SerbianCemetery {
  readonly name: string;
  readonly city: string;
  readonly region: string;
  readonly address?: string;
}

const belgrade = (name: string, address?: string): SerbianCemetery => ({
  name,
  city: 'Beograd',
  region: 'Grad Beograd',
  ...(address ? { address } : {}),
});

const cityCemetery = (city: string, region: string): SerbianCemetery => ({
  name: 'Gradsko groblje',
  city,
  region,
});

export const serbianCemeteries: readonly SerbianCemetery[] = [
  // Belgrade
  belgrade('Novo groblje', 'Ruzveltova 50'),
  belgrade('Jevrejsko groblje'),
  belgrade('Bežanijsko groblje'),
  belgrade('Zemunsko groblje'),
  belgrade('Topčidersko groblje'),
  belgrade('Groblje Orlovača'),
  belgrade('Groblje Lešće'),
  belgrade('Groblje Bele Vode'),
  belgrade('Višnjičko groblje'),
  cityCemetery('Lazarevac', 'Grad Beograd'),
  cityCemetery('Obrenovac', 'Grad Beograd'),
  cityCemetery('Mladenovac', 'Grad Beograd'),

  // Vojvodina
  { name: 'Gradsko groblje', city: 'Novi Sad', region: 'Južnobački okrug' },
  { name: 'Novo groblje', city: 'Novi Sad', region: 'Južnobački okrug' },
  { name: 'Almaško groblje', city: 'Novi Sad', region: 'Južnobački okrug' },
  { name: 'Uspensko groblje', city: 'Novi Sad', region: 'Južnobački okrug' },
  { name: 'Futoško groblje', city: 'Novi Sad', region: 'Južnobački okrug' },
  cityCemetery('Bačka Palanka', 'Južnobački okrug'),
  cityCemetery('Vrbas', 'Južnobački okrug'),
  cityCemetery('Bečej', 'Južnobački okrug'),
  { name: 'Bajsko groblje', city: 'Subotica', region: 'Severnobački okrug' },
  { name: 'Kersko groblje', city: 'Subotica', region: 'Severnobački okrug' },
  { name: 'Senćansko groblje', city: 'Subotica', region: 'Severnobački okrug' },
  cityCemetery('Zrenjanin', 'Srednjobanatski okrug'),
  cityCemetery('Kikinda', 'Severnobanatski okrug'),
  cityCemetery('Senta', 'Severnobanatski okrug'),
  { name: 'Novo groblje', city: 'Pančevo', region: 'Južnobanatski okrug' },
  cityCemetery('Vršac', 'Južnobanatski okrug'),
  cityCemetery('Sombor', 'Zapadnobački okrug'),
  cityCemetery('Apatin', 'Zapadnobački okrug'),
  cityCemetery('Sremska Mitrovica', 'Sremski okrug'),
  cityCemetery('Ruma', 'Sremski okrug'),
  cityCemetery('Inđija', 'Sremski okrug'),
  cityCemetery('Stara Pazova', 'Sremski okrug'),

  // Central and western Serbia
  { name: 'Groblje Bozman', city: 'Kragujevac', region: 'Šumadijski okrug' },
  { name: 'Varoško groblje', city: 'Kragujevac', region: 'Šumadijski okrug' },
  cityCemetery('Aranđelovac', 'Šumadijski okrug'),
  cityCemetery('Šabac', 'Mačvanski okrug'),
  cityCemetery('Loznica', 'Mačvanski okrug'),
  cityCemetery('Valjevo', 'Kolubarski okrug'),
  cityCemetery('Smederevo', 'Podunavski okrug'),
  cityCemetery('Smederevska Palanka', 'Podunavski okrug'),
  cityCemetery('Požarevac', 'Braničevski okrug'),
  cityCemetery('Jagodina', 'Pomoravski okrug'),
  cityCemetery('Paraćin', 'Pomoravski okrug'),
  cityCemetery('Ćuprija', 'Pomoravski okrug'),
  cityCemetery('Čačak', 'Moravički okrug'),
  cityCemetery('Gornji Milanovac', 'Moravički okrug'),
  cityCemetery('Ivanjica', 'Moravički okrug'),
  cityCemetery('Užice', 'Zlatiborski okrug'),
  cityCemetery('Prijepolje', 'Zlatiborski okrug'),
  cityCemetery('Kraljevo', 'Raški okrug'),
  cityCemetery('Novi Pazar', 'Raški okrug'),
  cityCemetery('Vrnjačka Banja', 'Raški okrug'),
  cityCemetery('Kruševac', 'Rasinski okrug'),
  cityCemetery('Trstenik', 'Rasinski okrug'),

  // Eastern and southern Serbia
  { name: 'Novo groblje', city: 'Niš', region: 'Nišavski okrug' },
  { name: 'Staro groblje', city: 'Niš', region: 'Nišavski okrug' },
  { name: 'Jevrejsko groblje', city: 'Niš', region: 'Nišavski okrug' },
  cityCemetery('Aleksinac', 'Nišavski okrug'),
  cityCemetery('Bor', 'Borski okrug'),
  cityCemetery('Negotin', 'Borski okrug'),
  cityCemetery('Zaječar', 'Zaječarski okrug'),
  cityCemetery('Knjaževac', 'Zaječarski okrug'),
  cityCemetery('Pirot', 'Pirotski okrug'),
  cityCemetery('Prokuplje', 'Toplički okrug'),
  cityCemetery('Leskovac', 'Jablanički okrug'),
  cityCemetery('Vranje', 'Pčinjski okrug'),
];
