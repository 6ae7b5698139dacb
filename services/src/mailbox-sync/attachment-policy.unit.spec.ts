import { describe, expect, it } from 'vitest';
import { communicationLimits } from '@memorial-care/contracts/events';
import { keptFiles, maxAttachmentBytes, safeContentType, safeFileName } from './attachment-policy';

const file = (name: string, size = 4, extra: { related?: boolean } = {}) => ({
  filename: name,
  contentType: 'application/pdf',
  content: Buffer.alloc(Math.min(size, 8)),
  size,
  ...extra,
});

describe('the files of a message', () => {
  it('get names safe to show and save: no folders, no control characters, bounded', () => {
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('C:\\Users\\ana\\plan.pdf')).toBe('plan.pdf');
    expect(safeFileName('.hidden')).toBe('hidden');
    expect(safeFileName('a\u0000b\u001fc.txt')).toBe('abc.txt');
    expect(safeFileName(undefined)).toBe('attachment');
    expect(safeFileName('..')).toBe('attachment');
    expect(safeFileName('😀'.repeat(200)).length).toBeLessThanOrEqual(communicationLimits.fileName);
  });

  it('get a plain MIME type, or bytes', () => {
    expect(safeContentType('Application/PDF; name="x.pdf"')).toBe('application/pdf');
    expect(safeContentType('text/html')).toBe('text/html');
    expect(safeContentType('nonsense')).toBe('application/octet-stream');
    expect(safeContentType('text/html\r\nX-Evil: 1')).toBe('application/octet-stream');
  });

  it('are kept up to the bounds; the rest are named in a note', () => {
    const { kept, notes } = keptFiles([
      file('plan.pdf'),
      file('huge.mov', maxAttachmentBytes + 1),
      file('logo.png', 4, { related: true }),
    ]);
    expect(kept.map((f) => f.fileName)).toEqual(['plan.pdf']);
    expect(notes).toEqual([
      expect.stringMatching(
        /^\[Attachment "huge\.mov" \(25\.0 MB\) was not kept: larger than 25\.0 MB\.\]$/,
      ),
    ]);
    const many = keptFiles(
      Array.from({ length: communicationLimits.attachments + 2 }, (_, i) => file(`f${i}.pdf`)),
    );
    expect(many.kept).toHaveLength(communicationLimits.attachments);
    expect(many.notes).toHaveLength(2);
  });
});
