// The auth feature's API for the rest of the back end.
export {
  createUserAccount,
  setUserPassword,
  changeUserRole,
  linkUserAccount,
  verifyUserEmail,
  emailTakenMessage,
  type NewUserAccount,
  type UserAccountDeps,
} from './user-accounts';
export { requireCaretakerSelf, requireClientOwnership } from './ownership';
export { ensureDemoAccounts, demoAccounts, type DemoAccountLinks } from './demo-accounts';
export { findCurrentUser } from './current-user';
