import type { MailAttachment } from '@memorial-care/contracts/events';
import { nameBasedUuid } from '../shared/deterministic-id';
import { createLocalFileStorage, type FileStorage } from '../shared/file-storage';
import type { KeptFile } from './attachment-policy';

/** Where the files of recorded mail are kept (MAIL_ATTACHMENT_DIR), one folder per file. */
export const createMailAttachmentStorage = (directory: string): FileStorage =>
  createLocalFileStorage(directory, 'attachment');

export const attachmentKey = (attachmentId: string) => `${attachmentId}/content.bin`;

const attachmentNamespace = '6d1f3c2ab5e84f0f9a7c41d2e8b0c935';

/**
 * A file's id from its message's id and its place in it: reading the message again (a resync,
 * two workers at once) writes the same file under the same key, so nothing is stored twice.
 */
export const attachmentIdOf = (messageId: string, index: number) =>
  nameBasedUuid(attachmentNamespace, `${messageId}\n${index}`);

/** Stores the files before their event names them: an event never names a missing file. */
export const storeAttachments = async (
  storage: FileStorage,
  messageId: string,
  files: readonly KeptFile[],
): Promise<MailAttachment[]> => {
  const stored: MailAttachment[] = [];
  for (const [index, file] of files.entries()) {
    const attachmentId = attachmentIdOf(messageId, index);
    await storage.put(attachmentKey(attachmentId), file.content);
    stored.push({
      attachmentId,
      fileName: file.fileName,
      contentType: file.contentType,
      sizeBytes: file.content.length,
    });
  }
  return stored;
};
