import { limits } from '@memorial-care/contracts/domain';

// Invite activation rules (spec part 1, section 5), as pure checks the form's rules call; the
// server checks the same (inviteActivationSchema).

/** "Password must be at least 6 characters" — an empty password is too short as well. */
export const passwordProblem = (password: string | undefined): 'tooShort' | null =>
  (password ?? '').length < limits.invitePasswordMin ? 'tooShort' : null;

/** "Passwords do not match". */
export const confirmationProblem = (
  password: string | undefined,
  confirmPassword: string | undefined,
): 'mismatch' | null => ((password ?? '') === (confirmPassword ?? '') ? null : 'mismatch');
