import type { GeoPoint } from '@memorial-care/contracts/domain';
import { intlLocale, type Language } from './languages';

// Positions and distances as people read them: coordinates as a map app shows (and takes)
// them, distances in metres up to a kilometre and in kilometres beyond.

/** "44.81010, 20.48890": five decimals are about a metre; always with a point, to paste as is. */
export const formatCoordinates = ({ latitude, longitude }: GeoPoint): string =>
  `${latitude.toFixed(5)}, ${longitude.toFixed(5)}`;

/** "240 m", "12.3 km" (in Serbian and German "12,3 km"). */
export const formatDistance = (meters: number, language: Language): string => {
  const kilometres = meters >= 1000;
  return new Intl.NumberFormat(intlLocale[language], {
    style: 'unit',
    unit: kilometres ? 'kilometer' : 'meter',
    unitDisplay: 'short',
    maximumFractionDigits: kilometres && meters < 100_000 ? 1 : 0,
  }).format(kilometres ? meters / 1000 : Math.round(meters));
};
