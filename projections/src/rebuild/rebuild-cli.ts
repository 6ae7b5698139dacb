import type { Logger } from 'pino';
import type { DatabasePool } from 'slonik';
import type { EventStore } from '@memorial-care/contracts/event-store';
import type { Projection } from '../runner/projection';
import { rebuildProjection, type RebuildResult } from './rebuild';

export interface RebuildCliDeps {
  readonly pool: DatabasePool;
  readonly databaseUrl: string;
  readonly eventStore: EventStore;
  readonly projections: readonly Projection[];
  readonly logger: Logger;
  readonly print?: (line: string) => void;
  readonly batchSize?: number;
}

export type RebuildCliArgs =
  | { readonly kind: 'rebuild'; readonly names: readonly string[] }
  | { readonly kind: 'usage'; readonly message: string };

/** `<name> [<name>…]` or `--all`. */
export const parseRebuildArgs = (
  args: readonly string[],
  known: readonly string[],
): RebuildCliArgs => {
  const usage = `Usage: npm run projections:rebuild -- <name>|--all\nProjections: ${known.join(', ')}`;
  if (args.length === 0) return { kind: 'usage', message: usage };
  if (args.includes('--all')) {
    if (args.length > 1) return { kind: 'usage', message: `--all takes no names.\n${usage}` };
    return { kind: 'rebuild', names: known };
  }
  const unknown = args.filter((a) => !known.includes(a));
  if (unknown.length > 0)
    return { kind: 'usage', message: `Unknown projection: ${unknown.join(', ')}\n${usage}` };
  return { kind: 'rebuild', names: [...new Set(args)] };
};

const formatResult = (name: string, { events, ms }: RebuildResult) =>
  `${name}: ${events.toLocaleString('en')} events in ${ms.toLocaleString('en')} ms` +
  ` (${Math.round(events / Math.max(ms / 1000, 0.001)).toLocaleString('en')} events/s)`;

/** Rebuilds one after another; returns the process exit code. */
export const runRebuildCli = async (
  args: readonly string[],
  deps: RebuildCliDeps,
): Promise<number> => {
  const print = deps.print ?? ((line: string) => console.log(line));
  const parsed = parseRebuildArgs(
    args,
    deps.projections.map((p) => p.name),
  );
  if (parsed.kind === 'usage') {
    print(parsed.message);
    return 2;
  }
  let failed = 0;
  for (const name of parsed.names) {
    const projection = deps.projections.find((p) => p.name === name);
    if (!projection) continue;
    try {
      const result = await rebuildProjection({ ...deps, projection });
      print(formatResult(name, result));
    } catch (error) {
      failed += 1;
      print(`${name}: rebuild failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return failed === 0 ? 0 : 1;
};
