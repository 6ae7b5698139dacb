import { z } from 'zod';
import {
  createDocument,
  type ZodObjectInput,
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathsObject,
  type ZodOpenApiResponseObject,
} from 'zod-openapi';
import {
  entityTagHeader,
  eventPositionHeader,
  idempotencyKeyHeader,
  idempotencyKeySchema,
  ifMatchHeader,
  ifMatchSchema,
} from '@memorial-care/contracts/http';
import type { Access, AnyRoute } from '../http/route';
import { errorAnswers, errorStatusesOf, honoursIfMatch } from './error-answers';
import { routeDocs, routeLabelOf, type FeatureDocs, type RouteDoc } from './route-docs';

export type OpenApiDocument = ReturnType<typeof createDocument>;

/** Where a route's access is declared for tools: `public`, `signed-in` or its roles. */
const accessExtension = 'x-access';
const sessionCookie = 'sessionCookie';

/** Koa's `/api/graves/:id` is OpenAPI's `/api/graves/{id}`. */
const openApiPathOf = (koaPath: string) => koaPath.replace(/:(\w+)/g, '{$1}');

const accessText = (access: Access) =>
  access === 'public'
    ? 'Access: public, no session needed.'
    : access === 'signed-in'
      ? 'Access: any signed-in user.'
      : `Access: signed-in ${access.join(', ')} only.`;

/**
 * Params and query schemas are objects (or pipes from one), which zod-openapi checks when it
 * reads their shape; the route table types them only as schemas of some input.
 */
const asParameters = (schema: z.ZodType) => schema as unknown as ZodObjectInput;

const requestHeadersOf = (route: AnyRoute) => {
  const headers = {
    ...(route.idempotent && {
      [idempotencyKeyHeader]: idempotencyKeySchema.optional().meta({
        description:
          'One key per submission: a retry with the same key gets the first answer again and creates nothing new.',
      }),
    }),
    ...(honoursIfMatch(route) && {
      [ifMatchHeader]: ifMatchSchema.optional().meta({
        description:
          'The ETag the record was read with: the change is made only while it is still current (else 412).',
      }),
    }),
  };
  return Object.keys(headers).length ? z.object(headers) : undefined;
};

const requestBodyOf = (route: AnyRoute, doc: RouteDoc) => {
  if (doc.multipartFields)
    return { required: true, content: { 'multipart/form-data': { schema: doc.multipartFields } } };
  if (!route.body) return undefined;
  return { required: true, content: { 'application/json': { schema: route.body } } };
};

const successHeadersOf = (route: AnyRoute) => {
  const headers = {
    ...(route.method === 'get' &&
      route.entityStream && {
        [entityTagHeader]: z.string().meta({
          description: 'The record’s revision; send it back as `If-Match` with a change.',
        }),
      }),
    ...(route.method !== 'get' && {
      [eventPositionHeader]: z.string().optional().meta({
        description: 'Position of the last event the change appended, for read-your-writes.',
      }),
    }),
  };
  return Object.keys(headers).length ? z.object(headers) : undefined;
};

const successAnswerOf = (route: AnyRoute, doc: RouteDoc): ZodOpenApiResponseObject => {
  const status = doc.status ?? 200;
  const headers = successHeadersOf(route);
  const answer = doc.answer;
  const content =
    answer === undefined || status === 204
      ? undefined
      : 'file' in answer
        ? { [answer.file]: { schema: { type: 'string' as const, contentMediaType: answer.file } } }
        : { 'application/json': { schema: answer } };
  return {
    description:
      status === 201
        ? 'Created'
        : status === 204
          ? 'Done, no content'
          : status === 303
            ? 'See Other: the browser is sent on (Location)'
            : 'OK',
    ...(content && { content }),
    ...(headers && { headers }),
  };
};

const operationOf = (route: AnyRoute, tag: string, doc: RouteDoc): ZodOpenApiOperationObject => {
  const headers = requestHeadersOf(route);
  const requestBody = requestBodyOf(route, doc);
  return {
    tags: [tag],
    summary: doc.summary,
    description: [accessText(route.access), doc.description].filter(Boolean).join('\n\n'),
    [accessExtension]: route.access,
    security: route.access === 'public' ? [] : [{ [sessionCookie]: [] }],
    requestParams: {
      ...(route.params && { path: asParameters(route.params) }),
      ...(route.query && { query: asParameters(route.query) }),
      ...(headers && { header: headers }),
    },
    ...(requestBody && { requestBody }),
    responses: {
      [String(doc.status ?? 200)]: successAnswerOf(route, doc),
      ...Object.fromEntries(
        errorStatusesOf(route, doc).map((status) => [String(status), errorAnswers[status]]),
      ),
    },
  };
};

const docsByLabel = (features: Readonly<Record<string, FeatureDocs>>) =>
  new Map(
    Object.entries(features).flatMap(([tag, feature]) =>
      Object.entries(feature.routes).map(([label, doc]) => [label, { tag, doc }] as const),
    ),
  );

/**
 * The OpenAPI 3.1 document of the app, generated from its route table: method, path, access
 * and request schemas from each route, the answers from `routeDocs`, the schemas from the zod
 * contracts (zod-openapi turns them into JSON Schema). A route without docs is a mistake the
 * API docs test reports.
 */
export const createOpenApiDocument = ({
  routes,
  sessionCookieName,
  features = routeDocs,
}: {
  readonly routes: readonly AnyRoute[];
  readonly sessionCookieName: string;
  readonly features?: Readonly<Record<string, FeatureDocs>>;
}): OpenApiDocument => {
  const docs = docsByLabel(features);
  const paths: ZodOpenApiPathsObject = {};
  for (const route of routes) {
    const label = routeLabelOf(route);
    const described = docs.get(label);
    if (!described) throw new Error(`No API docs for ${label}: add them to api-docs/route-docs.ts`);
    const path = openApiPathOf(route.path);
    paths[path] = {
      ...paths[path],
      [route.method]: operationOf(route, described.tag, described.doc),
    };
  }
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Memorial Care API',
      version: '1',
      description:
        'Grave care services: cemeteries, clients, caretakers, graves, service requests and their photos. Every answer is JSON unless said otherwise; every error has the `ApiError` body.',
    },
    tags: Object.entries(features).map(([name, feature]) => ({
      name,
      description: feature.description,
    })),
    paths,
    components: {
      securitySchemes: {
        [sessionCookie]: {
          type: 'apiKey',
          in: 'cookie',
          name: sessionCookieName,
          description: 'The session cookie `POST /api/login` sets (httpOnly, SameSite=Lax).',
        },
      },
    },
  });
};
