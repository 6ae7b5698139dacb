import { describe, expect, it } from 'vitest';
import { entityTagOf, ifMatchSchema } from './entity-tags';

describe('ETag and If-Match', () => {
  it('tags a revision as a strong, quoted ETag', () => {
    expect(entityTagOf(0n)).toBe('"0"');
    expect(entityTagOf(42n)).toBe('"42"');
  });

  it('reads back the revision an ETag names, and "*" as no condition', () => {
    expect(ifMatchSchema.parse('"42"')).toBe(42n);
    expect(ifMatchSchema.parse(` ${entityTagOf(7n)} `)).toBe(7n);
    expect(ifMatchSchema.parse('*')).toBeNull();
  });

  it.each(['42', 'W/"42"', '"4", "2"', '"abc"', '""', '"-1"', '"12345678901234567890"'])(
    'refuses %s',
    (header) => {
      expect(ifMatchSchema.safeParse(header).success).toBe(false);
    },
  );
});
