import { Writable } from 'node:stream';
import formidable, { errors as formidableErrors } from 'formidable';
import type { Context } from 'koa';
import { photoLimits } from '@memorial-care/contracts/domain';
import { PayloadTooLargeError, ValidationError } from '../shared/errors';

export interface UploadedFile {
  readonly data: Buffer;
  readonly declaredType: string | null;
}

export interface MultipartUpload {
  readonly fields: Readonly<Record<string, string>>;
  readonly file: UploadedFile | null;
}

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));
export const tooLargeMessage = `The photo is larger than ${megabytes(photoLimits.maxFileBytes)} MB. Please upload a smaller one.`;
/** Room for the text fields and the multipart framing around the one file. */
const envelopeBytes = 64 * 1024;

/**
 * Reads a multipart upload into memory (one photo of at most photoLimits.maxFileBytes, a few
 * short text fields); nothing touches the disk. Oversize is a 413, a malformed body a 400.
 */
export const readMultipartUpload = async (
  ctx: Context,
  fileField: string,
): Promise<MultipartUpload> => {
  if (!ctx.is('multipart/form-data'))
    throw new ValidationError('Send the photo as multipart/form-data', [
      { path: fileField, message: 'Please choose a photo' },
    ]);
  // Refuse at once what is declared too large, before reading a byte of it.
  if (ctx.request.length && ctx.request.length > photoLimits.maxFileBytes + envelopeBytes)
    throw new PayloadTooLargeError(tooLargeMessage);

  // Keyed by formidable's file object: the handler gets the same object the result lists.
  const chunks = new Map<object, Buffer[]>();
  const form = formidable({
    maxFiles: photoLimits.filesPerUpload,
    maxFileSize: photoLimits.maxFileBytes,
    maxTotalFileSize: photoLimits.maxFileBytes,
    maxFields: 8,
    maxFieldsSize: 16 * 1024,
    // An empty file gets its own clear message below instead of formidable's.
    allowEmptyFiles: true,
    minFileSize: 0,
    fileWriteStreamHandler: (file) => {
      const parts: Buffer[] = [];
      if (file) chunks.set(file, parts);
      return new Writable({
        write(chunk: Buffer, _encoding, done) {
          parts.push(chunk);
          done();
        },
      });
    },
  });
  let fields: formidable.Fields;
  let files: formidable.Files;
  try {
    [fields, files] = await form.parse(ctx.req);
  } catch (error) {
    const code = (error as { code?: number }).code;
    if (
      code === formidableErrors.biggerThanMaxFileSize ||
      code === formidableErrors.biggerThanTotalMaxFileSize
    )
      throw new PayloadTooLargeError(tooLargeMessage);
    if (code === formidableErrors.maxFilesExceeded)
      throw new ValidationError('Send one photo per upload', [
        { path: fileField, message: 'Send one photo per upload' },
      ]);
    throw new ValidationError('The upload could not be read. Please try again.', []);
  }
  const uploaded = files[fileField]?.[0];
  const otherFiles = Object.entries(files).filter(([name]) => name !== fileField);
  if (otherFiles.length > 0)
    throw new ValidationError(`Send the photo in the "${fileField}" field`, [
      { path: fileField, message: 'Unexpected file field' },
    ]);
  return {
    fields: Object.fromEntries(
      Object.entries(fields).flatMap(([name, values]) =>
        values?.[0] === undefined ? [] : [[name, values[0]]],
      ),
    ),
    file: uploaded
      ? {
          data: Buffer.concat(chunks.get(uploaded) ?? []),
          declaredType: uploaded.mimetype ?? null,
        }
      : null,
  };
};
