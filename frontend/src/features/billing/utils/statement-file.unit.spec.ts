import { describe, expect, it } from 'vitest';
import { readStatementFile, statementMaxChars } from './statement-file';

const file = (name: string, content: string, size = new Blob([content]).size) => ({
  name,
  size,
  text: () => Promise.resolve(content),
});

describe('readStatementFile', () => {
  it('sends a camt.053 or CSV file as its name and text', async () => {
    for (const name of ['statement.xml', 'IZVOD.CSV', 'export.txt'])
      expect(await readStatementFile(file(name, 'date;amount;reference\n'))).toEqual({
        ok: true,
        fileName: name,
        content: 'date;amount;reference\n',
      });
  });

  it('keeps the end of a long name, where its extension is', async () => {
    const name = `${'x'.repeat(300)}.csv`;
    const checked = await readStatementFile(file(name, 'a'));
    expect(checked.ok && checked.fileName).toBe(name.slice(-200));
  });

  it('refuses other files, empty ones and ones beyond what the import takes', async () => {
    expect(await readStatementFile(file('photo.jpg', 'x'))).toEqual({
      ok: false,
      problem: 'wrongType',
    });
    expect(await readStatementFile(file('a.csv', '  \n'))).toEqual({ ok: false, problem: 'empty' });
    expect(await readStatementFile(file('a.xml', 'x'.repeat(statementMaxChars + 1)))).toEqual({
      ok: false,
      problem: 'tooLarge',
    });
    // Not even read when its size alone is too much.
    const huge = { name: 'a.xml', size: 10_000_000, text: () => Promise.reject(new Error('read')) };
    expect(await readStatementFile(huge)).toEqual({ ok: false, problem: 'tooLarge' });
    const broken = { name: 'a.xml', size: 10, text: () => Promise.reject(new Error('read')) };
    expect(await readStatementFile(broken)).toEqual({ ok: false, problem: 'unreadable' });
  });
});
