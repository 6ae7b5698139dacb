import { createHash } from 'node:crypto';
import type { CemeteryPositionFromPhoto, PhotoVerification } from '@memorial-care/contracts/http';
import { findPhotoOriginal, getPhoto } from '@memorial-care/projections/photos';
import type { AppDeps } from '../http/deps';
import { updateCemetery } from '../cemeteries/commands';
import type { CommandContext } from '../shared/command-handler';
import { DomainRuleError, NotFoundError } from '../shared/errors';
import type { PhotoStorage } from './photo-storage';

// What the admin does with a photo as a proof: check that the kept original is still the file
// that was uploaded, and take the position it was taken at as its cemetery's.

const photoNotFound = () => new NotFoundError('Photo not found');

/**
 * Hashes the kept original again and compares it with the SHA-256 recorded at upload. Photos
 * from before originals were kept say so; a kept original that is gone or changed is logged
 * for the operator as well as answered.
 */
export const verifyPhotoOriginal = async (
  deps: AppDeps,
  storage: PhotoStorage,
  photoId: string,
  now: Date,
): Promise<PhotoVerification> => {
  const original = await findPhotoOriginal(deps.pool, photoId);
  if (!original) throw photoNotFound();
  const answer = (
    result: PhotoVerification['result'],
    computedSha256: string | null,
  ): PhotoVerification => ({
    photoId,
    result,
    recordedSha256: original.sha256,
    computedSha256,
    checkedAt: now.toISOString(),
  });
  if (!original.key) return answer('original_not_kept', null);
  const stored = await storage.open(original.key);
  if (!stored) {
    deps.logger.error({ photoId, key: original.key }, 'A kept photo original has no file');
    return answer('original_missing', null);
  }
  const hash = createHash('sha256');
  for await (const chunk of stored.stream) hash.update(chunk as Buffer);
  const computed = hash.digest('hex');
  if (computed !== original.sha256)
    deps.logger.error({ photoId, key: original.key }, 'A kept photo original no longer matches');
  return answer(computed === original.sha256 ? 'match' : 'mismatch', computed);
};

/**
 * Sets the photo's cemetery to where the photo was taken: the camera's GPS, else the device's
 * fix when precise enough (the position its verdict is judged on). Recorded on the cemetery's
 * stream with the photo's id.
 */
export const usePhotoAsCemeteryPosition = async (
  deps: AppDeps,
  photoId: string,
  ctx: CommandContext,
) => {
  const photo = await getPhoto(deps.pool, photoId, { withPresence: true });
  if (!photo?.presence) throw photoNotFound();
  const { cemetery, source, cameraPosition, devicePosition } = photo.presence;
  if (!cemetery)
    throw new DomainRuleError(
      'PHOTO_HAS_NO_CEMETERY',
      'This photo’s service request names no cemetery',
    );
  const taken = source === 'camera' ? cameraPosition : source === 'device' ? devicePosition : null;
  if (!source || !taken)
    throw new DomainRuleError(
      'PHOTO_HAS_NO_POSITION',
      'This photo has no position precise enough to place the cemetery',
    );
  const point = { latitude: taken.latitude, longitude: taken.longitude };
  const { position } = await updateCemetery(deps, ctx, cemetery.id, point, photoId);
  const body: CemeteryPositionFromPhoto = {
    cemeteryId: cemetery.id,
    cemeteryName: cemetery.name,
    position: point,
    source,
  };
  return { body, position };
};
