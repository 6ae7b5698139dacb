export { caretakersProjection, foldCaretakerBatch } from './caretakers-projection';
export * from './queries';
