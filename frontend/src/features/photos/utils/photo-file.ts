import { photoLimits } from '@memorial-care/contracts/domain';

/** Why a chosen file is not sent: not an image, or larger than the server takes. */
export type PhotoFileProblem = 'notImage' | 'tooLarge';

/** The size limit in whole megabytes, for the message (20). */
export const maxPhotoMegabytes = Math.floor(photoLimits.maxFileBytes / (1024 * 1024));

// Some systems (Windows, older Androids) do not know HEIC/HEIF and give such a photo no type.
const untypedImageName = /\.(heic|heif|avif)$/i;

/**
 * The browser-side check before an upload (the server checks again, by the file's content):
 * the file must say it is an image and be at most photoLimits.maxFileBytes.
 */
export function photoFileProblemOf(file: {
  readonly name: string;
  readonly type: string;
  readonly size: number;
}): PhotoFileProblem | null {
  const isImage =
    file.type.toLowerCase().startsWith('image/') ||
    (file.type === '' && untypedImageName.test(file.name));
  if (!isImage) return 'notImage';
  if (file.size > photoLimits.maxFileBytes) return 'tooLarge';
  return null;
}
