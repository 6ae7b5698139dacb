export { caretakersProjection, foldCaretakerBatch } from './caretakers-projection';
export * from './queries';
export * from './visit-candidates';
