import { createHash } from 'node:crypto';

/**
 * A name-based UUID (RFC 9562 version 5): the same namespace and name always give the same id,
 * so writers that must not create a record twice (imports, demo data) find its stream taken.
 */
export const nameBasedUuid = (namespaceHex: string, name: string) => {
  const hash = createHash('sha1')
    .update(Buffer.from(namespaceHex, 'hex'))
    .update(name, 'utf8')
    .digest();
  const bytes = hash.subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50; // version 5
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // RFC variant
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};
