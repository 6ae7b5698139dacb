/** The file name a `Content-Disposition: attachment; filename="…"` header gives, if any. */
export const attachmentFileName = (header: string | null): string | null =>
  /filename="([^"]+)"/.exec(header ?? '')?.[1] ?? null;

/** Hands the file to the browser's downloads, as a link to it would. */
export const saveFile = ({
  blob,
  fileName,
}: {
  readonly blob: Blob;
  readonly fileName: string;
}) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once it started.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};
