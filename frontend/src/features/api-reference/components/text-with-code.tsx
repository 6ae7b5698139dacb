import { Typography } from 'antd';

/** The document's descriptions mark code with backticks (`If-Match`): shown as code here. */
export function TextWithCode({ text }: { readonly text: string }) {
  return text.split('`').map((part, index) =>
    index % 2 === 1 ? (
      <Typography.Text code key={index}>
        {part}
      </Typography.Text>
    ) : (
      part
    ),
  );
}
