import { config } from '../../../lib/config';

/** An image route of the API (`photo.url`, `photo.thumbnailUrl`) as the browser loads it. */
export const photoSrcOf = (path: string) =>
  /^https?:\/\//i.test(path) ? path : `${config.apiBaseUrl}${path}`;
