import { encodePng, type Rgb } from '../media/png';

/**
 * Simple drawn images for the demo media library: real PNG files of several
 * sizes, so that lists, previews and dimensions look like the real thing.
 */
const mix = (a: Rgb, b: Rgb, t: number): Rgb => [0, 1, 2].map((i) => Math.round(a[i] + (b[i] - a[i]) * t)) as Rgb;

/** A wide logo: a round mark on the left and three bars standing for the name. */
export function logoPng(colour: Rgb, background: Rgb = [255, 255, 255]): Buffer {
  const [w, h] = [320, 96];
  return encodePng(w, h, (x, y) => {
    const inMark = (x - 48) ** 2 + (y - 48) ** 2 <= 30 ** 2;
    const bar = [22, 42, 62].some((top, i) => y >= top && y < top + 12 && x >= 96 && x < 296 - i * 50);
    return inMark || bar ? colour : background;
  });
}

/** A banner: a diagonal gradient with lighter stripes. */
export function bannerPng(width: number, height: number, from: Rgb, to: Rgb): Buffer {
  return encodePng(width, height, (x, y) => {
    const base = mix(from, to, (x / width + y / height) / 2);
    return Math.floor((x + y) / 40) % 4 === 0 ? mix(base, [255, 255, 255], 0.15) : base;
  });
}
