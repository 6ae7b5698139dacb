import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

// Renders the app's icons (frontend/public/icons) from one SVG source, app-icon.svg: the
// web app manifest's 192 and 512 px icons (rounded like the favicon), a maskable 512 px icon
// and the 180 px apple-touch-icon (both full bleed: Android's mask and iOS round them).
// Run it after changing the source: `npx tsx frontend/scripts/generate-app-icons.ts`.

const source = fileURLToPath(new URL('./app-icon.svg', import.meta.url));
const iconsDir = fileURLToPath(new URL('../public/icons/', import.meta.url));

/** The source is drawn 512 px wide; this density renders it at `size` without rescaling. */
const densityFor = (size: number) => (72 * size) / 512;

/** The favicon's corner: 7 of its 32 units. */
const roundedCorners = (size: number) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">` +
      `<rect width="${size}" height="${size}" rx="${(size * 7) / 32}" fill="#fff"/></svg>`,
  );

const icons = [
  { file: 'icon-192.png', size: 192, rounded: true },
  { file: 'icon-512.png', size: 512, rounded: true },
  { file: 'icon-maskable-512.png', size: 512, rounded: false },
  { file: 'apple-touch-icon-180.png', size: 180, rounded: false },
] as const;

const svg = await readFile(source);
for (const { file, size, rounded } of icons) {
  const image = sharp(svg, { density: densityFor(size) }).resize(size, size);
  const shaped = rounded
    ? image.composite([{ input: roundedCorners(size), blend: 'dest-in' }])
    : image.flatten({ background: '#1f4a3d' });
  await shaped.png({ compressionLevel: 9 }).toFile(`${iconsDir}${file}`);
  console.log(`${file}: ${size}×${size}`);
}
