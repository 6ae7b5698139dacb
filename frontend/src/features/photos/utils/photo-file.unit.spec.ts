import { photoLimits } from '@memorial-care/contracts/domain';
import { describe, expect, it } from 'vitest';
import { maxPhotoMegabytes, photoFileProblemOf } from './photo-file';

const file = (name: string, type: string, size = 3_000_000) => ({ name, type, size });

describe('photoFileProblemOf', () => {
  it('lets images up to the limit through', () => {
    expect(photoFileProblemOf(file('grave.jpg', 'image/jpeg'))).toBeNull();
    expect(photoFileProblemOf(file('grave.png', 'image/png'))).toBeNull();
    expect(photoFileProblemOf(file('IMG_0001.HEIC', 'image/heic'))).toBeNull();
    expect(photoFileProblemOf(file('big.jpg', 'image/jpeg', photoLimits.maxFileBytes))).toBeNull();
  });

  it('refuses what does not say it is an image', () => {
    expect(photoFileProblemOf(file('notes.pdf', 'application/pdf'))).toBe('notImage');
    expect(photoFileProblemOf(file('clip.mp4', 'video/mp4'))).toBe('notImage');
    expect(photoFileProblemOf(file('unknown', ''))).toBe('notImage');
  });

  it('takes an untyped HEIC/HEIF photo (systems that do not know the format)', () => {
    expect(photoFileProblemOf(file('IMG_0001.heic', ''))).toBeNull();
    expect(photoFileProblemOf(file('IMG_0002.HEIF', ''))).toBeNull();
  });

  it('refuses a file larger than the limit', () => {
    expect(photoFileProblemOf(file('huge.jpg', 'image/jpeg', photoLimits.maxFileBytes + 1))).toBe(
      'tooLarge',
    );
    expect(maxPhotoMegabytes).toBe(20);
  });
});
