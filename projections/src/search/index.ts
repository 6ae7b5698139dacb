export { searchEverything } from './queries';
