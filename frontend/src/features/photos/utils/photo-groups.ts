import type { PhotoType } from '@memorial-care/contracts/domain';
import type { Photo } from '@memorial-care/contracts/http';

export type PhotosByType<P extends Pick<Photo, 'type' | 'uploadedAt'>> = Readonly<
  Record<PhotoType, readonly P[]>
>;

const uploadTime = (photo: Pick<Photo, 'uploadedAt'>) => {
  const time = Date.parse(photo.uploadedAt);
  return Number.isNaN(time) ? 0 : time;
};

/** The Before grid and the After grid: each oldest first (the order they were taken in). */
export function photosByType<P extends Pick<Photo, 'type' | 'uploadedAt'>>(
  photos: readonly P[],
): PhotosByType<P> {
  const sorted = [...photos].sort((a, b) => uploadTime(a) - uploadTime(b));
  return {
    before: sorted.filter((photo) => photo.type === 'before'),
    after: sorted.filter((photo) => photo.type === 'after'),
  };
}
