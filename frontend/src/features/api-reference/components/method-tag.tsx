import { Tag } from 'antd';
import type { HttpMethod } from '../api/openapi-document';

/** The colours API references use for methods: reads blue, creates green, deletes red. */
const methodColors: Record<HttpMethod, string> = {
  get: 'blue',
  post: 'green',
  put: 'gold',
  patch: 'orange',
  delete: 'red',
};

export function MethodTag({ method }: { readonly method: HttpMethod }) {
  return (
    <Tag color={methodColors[method]} className="api-reference__method">
      {method.toUpperCase()}
    </Tag>
  );
}
