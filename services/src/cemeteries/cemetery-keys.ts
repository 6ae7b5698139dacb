import { createHash } from 'node:crypto';

/** How two cemeteries are "the same": name and city, ignoring case and spacing. */
export const cemeteryKey = (name: string, city: string) =>
  [name, city]
    .map((part) => part.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase())
    .join('\n');

// Fixed namespace for cemetery ids derived from a name and city (RFC 9562 UUID version 5).
const cemeteryNamespace = Buffer.from('6f1d2c4e8a7b4b5d9e3f0a1b2c3d4e5f', 'hex');

/**
 * The same name and city always give the same id, so a second or concurrent import finds the
 * stream already there instead of adding a duplicate.
 */
export const deterministicCemeteryId = (name: string, city: string) => {
  const hash = createHash('sha1')
    .update(cemeteryNamespace)
    .update(cemeteryKey(name, city), 'utf8')
    .digest();
  const bytes = hash.subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50; // version 5
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // RFC variant
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};
