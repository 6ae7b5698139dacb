import sharp from 'sharp';

// Pictures for the demo world's completed request: a headstone before (leaves, moss, a dead
// bouquet) and after (clean stone, fresh flowers, a lit candle). Drawn, not photographed, so
// the demo needs no binary files; they still go through the real upload pipeline.

const seeded = (seed: number) => () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};

const spots = (
  count: number,
  seed: number,
  colors: readonly string[],
  area: [number, number, number, number],
) => {
  const random = seeded(seed);
  const [x0, y0, width, height] = area;
  return Array.from({ length: count }, () => {
    const x = x0 + random() * width;
    const y = y0 + random() * height;
    const r = 6 + random() * 18;
    const color = colors[Math.floor(random() * colors.length)];
    return `<ellipse cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" rx="${r.toFixed(0)}" ry="${(r * 0.6).toFixed(0)}" fill="${color}" opacity="0.85"/>`;
  }).join('');
};

const scene = (state: 'before' | 'after') => {
  const stone = state === 'before' ? '#7d7a70' : '#9c9a94';
  const dirt =
    state === 'before'
      ? spots(70, 7, ['#6b7b3a', '#4f5d2a', '#8a6d3b', '#a0522d'], [560, 330, 480, 560]) +
        spots(160, 11, ['#b5651d', '#8b4513', '#cd853f', '#6b8e23'], [0, 900, 1600, 300])
      : '';
  const flowers =
    state === 'after'
      ? spots(40, 3, ['#c0392b', '#e74c3c', '#f1c40f', '#ffffff'], [600, 880, 400, 90]) +
        '<rect x="1080" y="820" width="44" height="110" rx="6" fill="#b03a2e"/>' +
        '<ellipse cx="1102" cy="800" rx="10" ry="22" fill="#f9d71c"/>'
      : spots(12, 5, ['#5d4037', '#795548'], [620, 900, 360, 60]);
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#9ec9e8"/><stop offset="1" stop-color="#dfeef7"/>
    </linearGradient>
    <linearGradient id="grass" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#6d8f4e"/><stop offset="1" stop-color="#3f5f2a"/>
    </linearGradient>
  </defs>
  <rect width="1600" height="1200" fill="url(#sky)"/>
  <rect y="700" width="1600" height="500" fill="url(#grass)"/>
  <rect x="180" y="380" width="160" height="420" rx="60" fill="#8e8b84" opacity="0.7"/>
  <rect x="1300" y="420" width="140" height="380" rx="50" fill="#8e8b84" opacity="0.7"/>
  <rect x="540" y="930" width="520" height="70" fill="#8b7d6b"/>
  <path d="M600 930 V420 Q800 250 1000 420 V930 Z" fill="${stone}"/>
  <rect x="660" y="520" width="280" height="16" rx="8" fill="#5f5c55"/>
  <rect x="700" y="570" width="200" height="12" rx="6" fill="#5f5c55"/>
  <path d="M800 640 v90 M765 670 h70" stroke="#5f5c55" stroke-width="14" stroke-linecap="round"/>
  ${dirt}${flowers}
</svg>`);
};

/** A demo "photo" of the Radomir Jovanović grave before or after the cleaning, as a JPEG. */
export const demoGravePhoto = (state: 'before' | 'after') =>
  sharp(scene(state)).jpeg({ quality: 88 }).toBuffer();
