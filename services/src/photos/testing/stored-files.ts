import { readdir } from 'node:fs/promises';

/** Every file under a photo storage folder, as `<photo id>/<name>`, sorted. */
export const storedPhotoFiles = async (directory: string): Promise<string[]> => {
  const folders = await readdir(directory).catch(() => [] as string[]);
  const files = await Promise.all(
    folders.map(async (folder) =>
      (await readdir(`${directory}/${folder}`)).map((file) => `${folder}/${file}`),
    ),
  );
  return files.flat().sort();
};
