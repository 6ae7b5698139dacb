import { useObjectUrl } from '../lib/use-object-url';

/**
 * A square thumbnail of an image still on the device (a Blob), decorative: the text beside it
 * says which photo it is. Its object URL is revoked when it goes.
 */
export function BlobThumbnail({ blob, size }: { readonly blob: Blob; readonly size: number }) {
  const url = useObjectUrl(blob);
  const box = { width: size, height: size, flex: 'none' } as const;
  return url ? (
    <img
      src={url}
      alt=""
      width={size}
      height={size}
      style={{ ...box, objectFit: 'cover', borderRadius: 4 }}
    />
  ) : (
    <span style={box} />
  );
}
