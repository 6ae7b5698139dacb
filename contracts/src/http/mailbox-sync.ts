import { z } from 'zod';

/** What one mailbox (folder) gave in a sync run. */
export const mailboxSyncCountsSchema = z.object({
  mailbox: z.string(),
  /** The folder's UIDVALIDITY; a new one means the folder was read again from its start. */
  uidValidity: z.string(),
  /** Messages read (new since the last run). */
  read: z.number().int(),
  /** Recorded in clients' conversations now. */
  recorded: z.number().int(),
  /** Already recorded before (a resync, a copy in another folder, a new UIDVALIDITY). */
  alreadyRecorded: z.number().int(),
  /** From or to no client's address: nothing recorded. */
  notFromClients: z.number().int(),
  /** Mail the app sent itself (its Message-ID is the app's): shown from its own record. */
  ownMessages: z.number().int(),
  /** Messages that could not be read (left out; the next runs go past them). */
  unreadable: z.number().int(),
});
export type MailboxSyncCounts = z.infer<typeof mailboxSyncCountsSchema>;

/**
 * POST /api/communications/sync-email (admin): reads the office mailbox now. `synced` with the
 * counts of each folder; `running` when the run takes longer than the answer waits (it goes on,
 * and its messages appear when it is done).
 */
export const mailboxSyncResultSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('synced'),
    /** The mailbox's account (the IMAP user). */
    account: z.string(),
    mailboxes: z.array(mailboxSyncCountsSchema),
    recorded: z.number().int(),
  }),
  z.object({ status: z.literal('running') }),
]);
export type MailboxSyncResult = z.infer<typeof mailboxSyncResultSchema>;
