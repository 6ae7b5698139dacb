export { rebuildProjection, ProjectionPausedDuringRebuildError } from './rebuild';
export type { RebuildOptions, RebuildResult } from './rebuild';
export { runRebuildCli, parseRebuildArgs } from './rebuild-cli';
export type { RebuildCliArgs, RebuildCliDeps } from './rebuild-cli';
