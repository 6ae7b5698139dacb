import { storableText } from '@memorial-care/contracts/domain';
import { communicationLimits } from '@memorial-care/contracts/events';
import { cutAt } from './mail-text';

/** The largest attachment kept; a larger one is left out, with a note in the message's text. */
export const maxAttachmentBytes = 25 * 1024 * 1024;

/** A file of a message as mailparser gives it. */
export interface MessageFile {
  readonly filename?: string | undefined;
  readonly contentType: string;
  readonly content: Buffer;
  readonly size: number;
  /** An image the HTML shows inline (`cid:`), not a file sent along. */
  readonly related?: boolean | undefined;
}

export interface KeptFile {
  readonly fileName: string;
  readonly contentType: string;
  readonly content: Buffer;
}

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/**
 * A name safe to show and to offer for download: no folders, no control characters, bounded.
 * The file is stored under a generated key anyway; this only protects whoever saves it.
 */
export const safeFileName = (name: string | undefined) => {
  const base =
    storableText(name ?? '')
      .split(/[/\\]/)
      .pop() ?? '';
  const cleaned = base
    // eslint-disable-next-line no-control-regex -- control characters are what is removed
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, '')
    .replace(/^\.+/, '')
    .trim();
  return cutAt(cleaned || 'attachment', communicationLimits.fileName).trim() || 'attachment';
};

/** A MIME type as `type/subtype` in lower case; anything else is a plain byte stream. */
export const safeContentType = (value: string) => {
  const type = value.split(';')[0]?.trim().toLowerCase() ?? '';
  return /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/.test(type) &&
    type.length <= communicationLimits.contentType
    ? type
    : 'application/octet-stream';
};

/**
 * The files of a message that are kept (at most `communicationLimits.attachments`, each up to
 * `maxAttachmentBytes`), and a note for each one left out. Inline images of an HTML body are
 * part of its layout, not files sent along: they are not kept.
 */
export const keptFiles = (files: readonly MessageFile[]) => {
  const kept: KeptFile[] = [];
  const notes: string[] = [];
  for (const file of files.filter((f) => !f.related)) {
    const fileName = safeFileName(file.filename);
    if (file.size > maxAttachmentBytes)
      notes.push(
        `[Attachment "${fileName}" (${megabytes(file.size)}) was not kept: larger than ${megabytes(maxAttachmentBytes)}.]`,
      );
    else if (kept.length >= communicationLimits.attachments)
      notes.push(
        `[Attachment "${fileName}" was not kept: a message keeps at most ${communicationLimits.attachments} files.]`,
      );
    else
      kept.push({
        fileName,
        contentType: safeContentType(file.contentType),
        content: file.content,
      });
  }
  return { kept, notes };
};
