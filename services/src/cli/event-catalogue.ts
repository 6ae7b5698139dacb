import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, relative } from 'node:path';
import { repoRoot } from '../config/config';
import { eventCatalogue, eventCataloguePath } from '../docs/event-catalogue';

// `npm run docs:events`: writes docs/events.md from the contracts, read models and reactors.
await mkdir(dirname(eventCataloguePath), { recursive: true });
await writeFile(eventCataloguePath, await eventCatalogue());
console.log(`Wrote ${relative(repoRoot, eventCataloguePath)}`);
