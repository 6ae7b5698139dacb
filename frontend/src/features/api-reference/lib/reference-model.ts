import {
  httpMethods,
  type Access,
  type HttpMethod,
  type JsonSchema,
  type OpenApiDocument,
  type OpenApiOperation,
  type OpenApiParameter,
  type OpenApiResponse,
} from '../api/openapi-document';

/** One answer of an operation, its `$ref` resolved. */
export interface ReferenceAnswer {
  readonly status: string;
  readonly description: string;
  readonly contentType: string | null;
  readonly schema: JsonSchema | null;
}

export interface ReferenceOperation {
  /** `get /api/graves/{id}`: unique in the document. */
  readonly key: string;
  readonly method: HttpMethod;
  readonly path: string;
  readonly summary: string;
  readonly description: string | null;
  readonly access: Access;
  readonly parameters: readonly OpenApiParameter[];
  readonly requestBody: { readonly contentType: string; readonly schema: JsonSchema | null } | null;
  readonly answers: readonly ReferenceAnswer[];
}

/** A feature's operations, under the tag the document files them. */
export interface ReferenceGroup {
  readonly tag: string;
  readonly description: string | null;
  readonly operations: readonly ReferenceOperation[];
}

const componentName = (ref: string, kind: 'responses' | 'schemas') => {
  const prefix = `#/components/${kind}/`;
  return ref.startsWith(prefix) ? ref.slice(prefix.length) : null;
};

/** A schema that is only a reference to a component shows the component itself. */
const resolveSchema = (document: OpenApiDocument, schema: JsonSchema | undefined) => {
  if (!schema) return null;
  const name = typeof schema.$ref === 'string' ? componentName(schema.$ref, 'schemas') : null;
  return (name && document.components.schemas[name]) || schema;
};

const firstContent = (
  document: OpenApiDocument,
  content: OpenApiResponse['content'],
): { contentType: string | null; schema: JsonSchema | null } => {
  const [contentType, media] = Object.entries(content ?? {})[0] ?? [null, undefined];
  return { contentType, schema: resolveSchema(document, media?.schema) };
};

const answerOf = (
  document: OpenApiDocument,
  status: string,
  answer: OpenApiResponse,
): ReferenceAnswer => {
  const shared = answer.$ref ? componentName(answer.$ref, 'responses') : null;
  const response = shared ? document.components.responses[shared] : answer;
  return {
    status,
    description: response?.description ?? '',
    ...firstContent(document, response?.content),
  };
};

const operationOf = (
  document: OpenApiDocument,
  method: HttpMethod,
  path: string,
  operation: OpenApiOperation,
): ReferenceOperation => {
  const body = operation.requestBody && firstContent(document, operation.requestBody.content);
  return {
    key: `${method} ${path}`,
    method,
    path,
    summary: operation.summary,
    description: operation.description ?? null,
    access: operation['x-access'],
    parameters: operation.parameters,
    requestBody: body?.contentType ? { contentType: body.contentType, schema: body.schema } : null,
    answers: Object.entries(operation.responses)
      .map(([status, answer]) => answerOf(document, status, answer))
      .sort((a, b) => a.status.localeCompare(b.status)),
  };
};

/**
 * The document's operations grouped by tag: tags in the document's order (then any it does not
 * list), operations by path and then method as the API lists them.
 */
export function referenceGroupsOf(document: OpenApiDocument): ReferenceGroup[] {
  const byTag = new Map<string, ReferenceOperation[]>();
  for (const [path, item] of Object.entries(document.paths))
    for (const method of httpMethods) {
      const operation = item[method];
      if (!operation) continue;
      const tag = operation.tags[0] ?? '';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationOf(document, method, path, operation)]);
    }
  const declared = document.tags.map((tag) => tag.name);
  const tags = [...declared, ...[...byTag.keys()].filter((tag) => !declared.includes(tag))];
  const byPathThenMethod = (a: ReferenceOperation, b: ReferenceOperation) =>
    a.path.localeCompare(b.path) || httpMethods.indexOf(a.method) - httpMethods.indexOf(b.method);
  return tags.flatMap((tag) => {
    const operations = byTag.get(tag);
    if (!operations) return [];
    const description = document.tags.find((declaredTag) => declaredTag.name === tag)?.description;
    return [
      { tag, description: description ?? null, operations: operations.sort(byPathThenMethod) },
    ];
  });
}

/** Operations whose path, summary, method or tag contain the search words (case ignored). */
export function filterGroups(
  groups: readonly ReferenceGroup[],
  search: string,
): readonly ReferenceGroup[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return groups;
  return groups.flatMap((group) => {
    const operations = group.operations.filter((operation) => {
      const text = `${operation.method} ${operation.path} ${operation.summary} ${group.tag}`;
      return words.every((word) => text.toLowerCase().includes(word));
    });
    return operations.length ? [{ ...group, operations }] : [];
  });
}
