import { roleSchema } from '@memorial-care/contracts/domain';
import { z } from 'zod';

/**
 * The parts of the server's OpenAPI 3.1 document (GET /api/openapi.json) the reference page
 * shows. Loose objects: whatever else the document holds passes through unread.
 */

/** A JSON Schema, shown as it is. */
const jsonSchema = z.record(z.string(), z.unknown());
export type JsonSchema = z.infer<typeof jsonSchema>;

const mediaTypes = z.record(z.string(), z.looseObject({ schema: jsonSchema.optional() }));

/** An answer, or (`$ref`) one of the document's shared answers. */
const response = z.looseObject({
  $ref: z.string().optional(),
  description: z.string().optional(),
  content: mediaTypes.optional(),
});
export type OpenApiResponse = z.infer<typeof response>;

const parameter = z.looseObject({
  name: z.string(),
  in: z.enum(['path', 'query', 'header', 'cookie']),
  required: z.boolean().optional(),
  description: z.string().optional(),
  schema: jsonSchema.optional(),
});
export type OpenApiParameter = z.infer<typeof parameter>;

/** Who may call a route, as the server declares it (`x-access`). */
export const accessSchema = z.union([
  z.literal('public'),
  z.literal('signed-in'),
  z.array(roleSchema),
]);
export type Access = z.infer<typeof accessSchema>;

const operation = z.looseObject({
  tags: z.array(z.string()).default([]),
  summary: z.string().default(''),
  description: z.string().optional(),
  'x-access': accessSchema,
  parameters: z.array(parameter).default([]),
  requestBody: z.looseObject({ content: mediaTypes }).optional(),
  responses: z.record(z.string(), response),
});
export type OpenApiOperation = z.infer<typeof operation>;

export const httpMethods = ['get', 'post', 'put', 'patch', 'delete'] as const;
export type HttpMethod = (typeof httpMethods)[number];

const pathItem = z.looseObject(
  Object.fromEntries(httpMethods.map((method) => [method, operation.optional()])) as Record<
    HttpMethod,
    z.ZodOptional<typeof operation>
  >,
);

export const openApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({
    title: z.string(),
    version: z.string(),
    description: z.string().optional(),
  }),
  tags: z
    .array(z.looseObject({ name: z.string(), description: z.string().optional() }))
    .default([]),
  paths: z.record(z.string(), pathItem),
  components: z
    .looseObject({
      schemas: z.record(z.string(), jsonSchema).default({}),
      responses: z.record(z.string(), response).default({}),
    })
    .default({ schemas: {}, responses: {} }),
});
export type OpenApiDocument = z.infer<typeof openApiDocumentSchema>;
