import { defineRoute, type AnyRoute } from '../http/route';
import { createOpenApiDocument, type OpenApiDocument } from './openapi-document';
import type { FeatureDocs } from './route-docs';

export interface ApiDocsRouteOptions {
  /** The app's whole route table, this route included (read when first asked for). */
  readonly listRoutes: () => readonly AnyRoute[];
  readonly sessionCookieName: string;
  /** The routes' docs; `routeDocs` unless a test brings its own. */
  readonly features?: Readonly<Record<string, FeatureDocs>>;
}

/**
 * The OpenAPI document, for admins: it maps every operation of the API, the admin-only ones
 * included, which is more than a visitor needs (there is no auditor role; admins audit).
 * Generated on the first request and kept: it is derived from code, which does not change
 * while the process runs.
 */
export const createApiDocsRoutes = (options: ApiDocsRouteOptions): AnyRoute[] => {
  let document: OpenApiDocument | undefined;
  return [
    defineRoute({
      method: 'get',
      path: '/api/openapi.json',
      access: ['admin'],
      handle: async () => {
        document ??= createOpenApiDocument({
          routes: options.listRoutes(),
          sessionCookieName: options.sessionCookieName,
          features: options.features,
        });
        return { body: document };
      },
    }),
  ];
};
