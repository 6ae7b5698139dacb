import { nameBasedUuid } from '../shared/deterministic-id';

/** How two cemeteries are "the same": name and city, ignoring case and spacing. */
export const cemeteryKey = (name: string, city: string) =>
  [name, city]
    .map((part) => part.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase())
    .join('\n');

// Fixed namespace for cemetery ids derived from a name and city.
const cemeteryNamespace = '6f1d2c4e8a7b4b5d9e3f0a1b2c3d4e5f';

/**
 * The same name and city always give the same id, so a second or concurrent import finds the
 * stream already there instead of adding a duplicate.
 */
export const deterministicCemeteryId = (name: string, city: string) =>
  nameBasedUuid(cemeteryNamespace, cemeteryKey(name, city));
