import type { CurrentUser } from '@memorial-care/contracts/http';
import type { Screen } from '../routes/resolve-route';

/** What the router hands a role console: the resolved screen and the signed-in user. */
export interface ConsoleProps {
  readonly screen: Screen;
  readonly user: CurrentUser;
}
