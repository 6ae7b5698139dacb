import { Typography } from 'antd';
import type { JsonSchema } from '../api/openapi-document';

/** A JSON Schema as the document has it: exact, and what an API client would read. */
export function SchemaBlock({ schema }: { readonly schema: JsonSchema }) {
  return (
    <Typography.Paragraph
      className="api-reference__schema"
      copyable={{ text: JSON.stringify(schema, null, 2) }}
    >
      <pre>{JSON.stringify(schema, null, 2)}</pre>
    </Typography.Paragraph>
  );
}
