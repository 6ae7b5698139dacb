import type { Context } from 'koa';
import { z } from 'zod';
import { idPathParam } from '@memorial-care/contracts/domain';
import { findMailAttachment } from '@memorial-care/projections/communications';
import { defineRoute, type AnyRoute } from '../http/route';
import { AppError, NotFoundError } from '../shared/errors';
import type { FileStorage } from '../shared/file-storage';
import { attachmentKey } from './mail-attachments';
import type { MailboxSyncQueue } from './mailbox-sync-jobs';
import { mailboxNotConnected, syncMailboxNow } from './sync-now';

export interface MailboxSyncRouteOptions {
  /** False when IMAP_HOST is unset: "Sync" answers at once that no mailbox is connected. */
  readonly mailboxConfigured: boolean;
  /** The `mailbox-sync` queue; null where the API has no Redis for it (nothing to sync with). */
  readonly queue: MailboxSyncQueue | null;
  /** The files of recorded mail (MAIL_ATTACHMENT_DIR). */
  readonly storage: FileStorage;
  /** How long "Sync" waits for its run (tests shorten it). */
  readonly syncWaitMs?: number;
}

/** Types a browser may show as they are; anything else is offered as bytes to save. */
const shownTypes = new Set([
  'application/pdf',
  'image/gif',
  'image/jpeg',
  'image/png',
  'image/webp',
  'text/plain',
]);

const attachmentNotFound = 'No attachment with this id';

/** A download, never a page: no sniffing, no scripts, no plugins, whatever the file holds. */
const setDownloadHeaders = (ctx: Context, fileName: string, contentType: string) => {
  ctx.type = shownTypes.has(contentType) ? contentType : 'application/octet-stream';
  ctx.attachment(fileName);
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('Content-Security-Policy', "default-src 'none'; sandbox");
  ctx.set('Cache-Control', 'private, no-store');
};

/**
 * The office mailbox from the Communications tab: read it now (admin), and the files of
 * recorded mail (admin only: a family's letters are not for caretakers or other families).
 */
export const createMailboxSyncRoutes = ({
  mailboxConfigured,
  queue,
  storage,
  syncWaitMs,
}: MailboxSyncRouteOptions): AnyRoute[] => [
  defineRoute({
    method: 'post',
    path: '/api/communications/sync-email',
    access: ['admin'],
    handle: async ({ deps }) => {
      if (!mailboxConfigured || !queue) throw mailboxNotConnected();
      const { result, position } = await syncMailboxNow(queue, syncWaitMs);
      // The answer waits for the conversations to show what was recorded (the events were
      // appended by a worker, so the request names the read models to wait for itself).
      if (position)
        await deps.waitForProjections(position, { eventTypes: ['MailMessageRecorded'] });
      return { body: result };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/api/communications/sync-instagram',
    access: ['admin'],
    handle: () =>
      Promise.reject(new AppError(503, 'Instagram is not connected', 'INSTAGRAM_NOT_CONNECTED')),
  }),
  defineRoute({
    method: 'get',
    path: '/api/communications/attachments/:attachmentId',
    access: ['admin'],
    params: z.object({ attachmentId: idPathParam }),
    handle: async ({ params, deps, ctx }) => {
      if (!z.guid().safeParse(params.attachmentId).success)
        throw new NotFoundError(attachmentNotFound);
      const attachment = await findMailAttachment(deps.pool, params.attachmentId);
      if (!attachment) throw new NotFoundError(attachmentNotFound);
      const stored = await storage.open(attachmentKey(attachment.attachmentId));
      if (!stored) {
        deps.logger.error(
          { attachmentId: attachment.attachmentId },
          'A recorded attachment has no file',
        );
        throw new NotFoundError(attachmentNotFound);
      }
      setDownloadHeaders(ctx, attachment.fileName, attachment.contentType);
      ctx.length = stored.bytes;
      return { body: stored.stream };
    },
  }),
];
