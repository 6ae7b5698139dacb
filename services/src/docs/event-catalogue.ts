import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { eventDefinitions } from '@memorial-care/contracts/events';
import { allProjections } from '@memorial-care/projections';
import { allReactors } from '../reactors/all-reactors';
import { renderEventCatalogue } from './render-catalogue';

/** Where the catalogue lives: `docs/events.md` at the repository root. */
export const eventCataloguePath = fileURLToPath(
  new URL('../../../docs/events.md', import.meta.url),
);

/**
 * The catalogue of the app's own events, read models and reactors, formatted as prettier
 * formats the file, so the format check and the staleness test agree on one text.
 */
export const eventCatalogue = async (): Promise<string> => {
  const markdown = renderEventCatalogue({
    events: eventDefinitions,
    readModels: allProjections,
    reactors: allReactors,
  });
  const options = await resolveConfig(eventCataloguePath);
  return format(markdown, { ...options, filepath: eventCataloguePath });
};
