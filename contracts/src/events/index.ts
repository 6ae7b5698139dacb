// Domain event schemas, one file per feature, each exporting its zod schemas and union.
export {};
