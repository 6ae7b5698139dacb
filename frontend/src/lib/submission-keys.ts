/**
 * Idempotency keys for creates: one per submission. A retry of the same submission (the same
 * request after a lost answer, a 5xx or a "still in progress") reuses its key, so the server
 * answers it with the first answer instead of creating twice; once an answer is final, the
 * next submission, even with the same values, gets a new key.
 */
export interface SubmissionKeys {
  /** The key for this request: the pending one of the same request, else a new one. */
  keyFor(method: string, path: string, body: unknown): string;
  /** Records how the request ended; a final answer frees its key. */
  settle(method: string, path: string, body: unknown, status: number | null): void;
}

const fingerprintOf = (method: string, path: string, body: unknown) =>
  `${method} ${path} ${JSON.stringify(body) ?? ''}`;

/** Not final: no answer (network), a server fault, or the first attempt still running. */
const mayRetrySameSubmission = (status: number | null) =>
  status === null || status >= 500 || status === 409;

export const createSubmissionKeys = (
  newKey: () => string = () => crypto.randomUUID(),
): SubmissionKeys => {
  const pending = new Map<string, string>();
  return {
    keyFor(method, path, body) {
      const fingerprint = fingerprintOf(method, path, body);
      const key = pending.get(fingerprint) ?? newKey();
      pending.set(fingerprint, key);
      return key;
    },
    settle(method, path, body, status) {
      if (!mayRetrySameSubmission(status)) pending.delete(fingerprintOf(method, path, body));
    },
  };
};

/** The app's one registry (a page reload starts afresh, as a new submission should). */
export const submissionKeys = createSubmissionKeys();
