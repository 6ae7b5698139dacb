import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// A length typed into a component drifts from the server's (the cemetery form let City take
// 120 characters, the server refuses 101): every maxLength names a limit from contracts.

const sourceRoot = fileURLToPath(new URL('.', import.meta.url));

const componentFiles = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return componentFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.spec\.tsx?$/.test(entry.name) ? [path] : [];
  });

const maxLengths = componentFiles(sourceRoot).flatMap((path) =>
  [...readFileSync(path, 'utf8').matchAll(/maxLength=\{([^}]*)\}/g)].map((match) => ({
    file: relative(sourceRoot, path),
    value: match[1] ?? '',
  })),
);

describe('form length limits', () => {
  it('finds the forms’ maxLength props', () => {
    expect(maxLengths.length).toBeGreaterThan(30);
  });

  it('takes every maxLength from a contracts limit object, never a number literal', () => {
    const hardCoded = maxLengths.filter(({ value }) => !/^\w+Limits\.\w+$/.test(value.trim()));
    expect(hardCoded).toEqual([]);
  });
});
