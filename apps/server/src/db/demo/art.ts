// Demo cover art drawn by code: stylised Mexican travel landscapes as self-contained SVG
// (no fonts, no external references), rasterised to WebP with sharp. Output is
// deterministic for a given (scene, seed); the seed picks the light of the day
// (seed % 4: dawn, midday, sunset, night — some scenes remap night) and every random detail.
import sharp from 'sharp';

export const SCENE_KEYS = [
  'beach',
  'cenote',
  'pyramid',
  'canyon',
  'city',
  'mountains',
  'desert',
  'jungle',
  'lake',
  'balloon',
  'whale',
  'colonial',
  'agave',
] as const;

export type SceneKey =
  | 'beach'
  | 'cenote'
  | 'pyramid'
  | 'canyon'
  | 'city'
  | 'mountains'
  | 'desert'
  | 'jungle'
  | 'lake'
  | 'balloon'
  | 'whale'
  | 'colonial'
  | 'agave';

// ---------------------------------------------------------------- numbers, randomness, colour

type Pt = readonly [number, number];

/** Compact number formatting for path data. */
const f = (v: number): string => (Math.round(v * 10) / 10).toString();
const pt = (p: Pt): string => `${f(p[0])},${f(p[1])}`;
const pts = (list: readonly Pt[]): string => list.map(pt).join(' ');
const lerp = (a: number, b: number, t: number): number => a + (b - a) * t;
const lerpPt = (a: Pt, b: Pt, t: number): Pt => [lerp(a[0], b[0], t), lerp(a[1], b[1], t)];
const clamp = (v: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, v));

class Rng {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  /** mulberry32 */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  range(min: number, max: number): number {
    return min + (max - min) * this.next();
  }
  int(min: number, max: number): number {
    return Math.floor(this.range(min, max + 1 - 1e-9));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.next() * list.length)] as T;
  }
  sign(): 1 | -1 {
    return this.next() < 0.5 ? -1 : 1;
  }
}

function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function rgb(hex: string): [number, number, number] {
  const v = Number.parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

function hex(r: number, g: number, b: number): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(clamp(c, 0, 255))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = rgb(a);
  const [br, bg, bb] = rgb(b);
  return hex(lerp(ar, br, t), lerp(ag, bg, t), lerp(ab, bb, t));
}

const lighten = (c: string, t: number): string => mix(c, '#fffaf0', t);
const darken = (c: string, t: number): string => mix(c, '#1b1020', t);

/** Warm Mexican palette. */
const C = {
  terracotta: '#c8553d',
  terracottaDark: '#8e3b2a',
  clay: '#e07a5f',
  adobe: '#d98e5f',
  turquoise: '#2ec4b6',
  turquoiseDeep: '#127c83',
  lagoon: '#5fd4d0',
  marigold: '#f6ae2d',
  marigoldLight: '#ffd166',
  orange: '#f4845f',
  jade: '#2a9d8f',
  jadeDark: '#1d5c4f',
  leaf: '#3f8f4a',
  leafDark: '#22553a',
  lime: '#8cbf4f',
  magenta: '#d81b60',
  pink: '#ef476f',
  rosa: '#f28ab2',
  cobalt: '#2b59c3',
  lavender: '#9b7ede',
  indigo: '#2b2d42',
  cream: '#fff3e0',
  sand: '#f2cc8f',
  ochre: '#d4a373',
  stone: '#d9b88f',
  wood: '#7a4a2b',
  woodDark: '#4e2e1c',
} as const;

const BRIGHTS: readonly string[] = [
  C.magenta,
  C.turquoise,
  C.marigold,
  C.terracotta,
  C.jade,
  C.pink,
  C.cobalt,
  C.orange,
  C.lavender,
];

// ---------------------------------------------------------------- moods (light of the day)

type MoodKey = 'dawn' | 'midday' | 'sunset' | 'night';

interface Mood {
  key: MoodKey;
  sky: readonly [string, string, string];
  haze: string;
  sun: string;
  glow: string;
  sunR: number;
  grade: string;
  gradeAmt: number;
  water: readonly [string, string];
  cloud: string;
  cloudShade: string;
  night: boolean;
}

const MOODS: Record<MoodKey, Mood> = {
  dawn: {
    key: 'dawn',
    sky: ['#4f5d9e', '#e8a0a8', '#ffdcae'],
    haze: '#d9b3c4',
    sun: '#fff1c9',
    glow: '#ffd29a',
    sunR: 58,
    grade: '#6b4c7a',
    gradeAmt: 0.1,
    water: ['#8cc3cf', '#2f6f8a'],
    cloud: '#ffe6d8',
    cloudShade: '#e7a3ae',
    night: false,
  },
  midday: {
    key: 'midday',
    sky: ['#1f7fc4', '#5cc2e6', '#d4f3ef'],
    haze: '#bfe3ea',
    sun: '#fff8d6',
    glow: '#fff0a8',
    sunR: 60,
    grade: '#ffffff',
    gradeAmt: 0,
    water: ['#3fd0c6', '#0b6e86'],
    cloud: '#ffffff',
    cloudShade: '#cfeaf4',
    night: false,
  },
  sunset: {
    key: 'sunset',
    sky: ['#3a2466', '#c8436e', '#ffb347'],
    haze: '#e98f73',
    sun: '#ffe08a',
    glow: '#ff9f4a',
    sunR: 82,
    grade: '#7a2e4e',
    gradeAmt: 0.16,
    water: ['#f0956b', '#3b3266'],
    cloud: '#ffc48a',
    cloudShade: '#d9607a',
    night: false,
  },
  night: {
    key: 'night',
    sky: ['#0b1433', '#23336e', '#5d4f91'],
    haze: '#454a7e',
    sun: '#fff6da',
    glow: '#b9c2ff',
    sunR: 44,
    grade: '#141a3a',
    gradeAmt: 0.45,
    water: ['#34468a', '#0a1230'],
    cloud: '#4c5792',
    cloudShade: '#2e386b',
    night: true,
  },
};

const MOOD_ORDER: readonly MoodKey[] = ['dawn', 'midday', 'sunset', 'night'];

/** Scenes where night would look wrong fall back to another light. */
const NIGHT_FALLBACK: Partial<Record<SceneKey, MoodKey>> = {
  cenote: 'midday',
  balloon: 'dawn',
  whale: 'midday',
  jungle: 'dawn',
  agave: 'midday',
};

// ---------------------------------------------------------------- svg builder

interface GradStop {
  o: number;
  c: string;
  a?: number;
}

class Canvas {
  readonly W = 1600;
  readonly H = 1000;
  private readonly defs: string[] = [];
  private readonly body: string[] = [];
  private n = 0;

  id(prefix: string): string {
    this.n += 1;
    return `${prefix}${this.n}`;
  }
  def(s: string): void {
    this.defs.push(s);
  }
  add(s: string): void {
    this.body.push(s);
  }
  private stops(stops: readonly GradStop[]): string {
    return stops
      .map((s) => `<stop offset="${f(s.o)}" stop-color="${s.c}"${s.a === undefined ? '' : ` stop-opacity="${s.a}"`}/>`)
      .join('');
  }
  /** Linear gradient; coordinates in user space when `user` is set, else bounding box. */
  linear(stops: readonly GradStop[], x1: number, y1: number, x2: number, y2: number, user = false): string {
    const id = this.id('lg');
    this.def(
      `<linearGradient id="${id}" x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}"${user ? ' gradientUnits="userSpaceOnUse"' : ''}>${this.stops(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }
  radial(stops: readonly GradStop[], cx: number, cy: number, r: number, user = false): string {
    const id = this.id('rg');
    this.def(
      `<radialGradient id="${id}" cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}"${user ? ' gradientUnits="userSpaceOnUse"' : ''}>${this.stops(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }
  clip(shape: string): string {
    const id = this.id('cp');
    this.def(`<clipPath id="${id}">${shape}</clipPath>`);
    return `url(#${id})`;
  }
  blur(std: number): string {
    const id = this.id('bl');
    this.def(
      `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${f(std)}"/></filter>`,
    );
    return `url(#${id})`;
  }
  toString(width: number, height: number): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${this.W} ${this.H}" preserveAspectRatio="xMidYMid slice">` +
      `<defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`
    );
  }
}

interface Ctx {
  s: Canvas;
  r: Rng;
  m: Mood;
}

/** Colour of a land element under the current light; depth 0 = near, 1 = lost in the haze. */
function paint(m: Mood, color: string, depth = 0): string {
  return mix(mix(color, m.grade, m.gradeAmt), m.haze, clamp(depth, 0, 1) * 0.85);
}

// ---------------------------------------------------------------- geometry helpers

/** Catmull-Rom through the points as cubic Béziers; optionally closed down to `closeTo`. */
function smooth(points: readonly Pt[], closeTo?: number): string {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return '';
  let d = `M${pt(first)}`;
  for (let i = 0; i < points.length - 1; i++) {
    const p1 = points[i] as Pt;
    const p2 = points[i + 1] as Pt;
    const p0 = points[i - 1] ?? p1;
    const p3 = points[i + 2] ?? p2;
    const c1: Pt = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Pt = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${pt(c1)} ${pt(c2)} ${pt(p2)}`;
  }
  if (closeTo !== undefined) d += `L${f(last[0])},${f(closeTo)}L${f(first[0])},${f(closeTo)}Z`;
  return d;
}

type Profile = (x: number) => number;

/** A gentle random skyline: base minus a sum of sines. */
function wave(r: Rng, base: number, amp: number, freq = 1): Profile {
  const p1 = r.range(0, Math.PI * 2);
  const p2 = r.range(0, Math.PI * 2);
  const p3 = r.range(0, Math.PI * 2);
  const f1 = ((r.range(0.7, 1.3) * freq * Math.PI * 2) / 1600) * 1.2;
  const f2 = f1 * r.range(2.1, 2.9);
  const f3 = f1 * r.range(4.5, 6.5);
  return (x) => base - amp * (0.55 * Math.sin(x * f1 + p1) + 0.3 * Math.sin(x * f2 + p2) + 0.15 * Math.sin(x * f3 + p3));
}

function profilePath(fn: Profile, bottom = 1010, step = 40, x0 = -80, x1 = 1680): string {
  const list: Pt[] = [];
  for (let x = x0; x <= x1; x += step) list.push([x, fn(x)]);
  return smooth(list, bottom);
}

/** Circle as a path fragment; always clockwise, so unions of circles fill solidly. */
const circlePath = (cx: number, cy: number, r: number): string =>
  `M${f(cx - r)},${f(cy)}a${f(r)},${f(r)} 0 1,1 ${f(2 * r)},0a${f(r)},${f(r)} 0 1,1 ${f(-2 * r)},0Z`;

/** Rectangle with a semicircular top: door, window, arcade opening. */
const archPath = (x: number, bottom: number, w: number, h: number): string => {
  const r = w / 2;
  return `M${f(x)},${f(bottom)}V${f(bottom - h + r)}A${f(r)},${f(r)} 0 0,1 ${f(x + w)},${f(bottom - h + r)}V${f(bottom)}Z`;
};

// ---------------------------------------------------------------- sky

interface SkyOpts {
  horizon: number;
  sunX: number;
  sunY?: number;
  clouds?: number;
  birds?: number;
  sunVisible?: boolean;
}

function sunYFor(m: Mood, horizon: number): number {
  switch (m.key) {
    case 'dawn':
      return horizon - 75;
    case 'sunset':
      return horizon - 35;
    case 'midday':
      return 150;
    case 'night':
      return 170;
  }
}

function sky(c: Ctx, o: SkyOpts): { sunX: number; sunY: number } {
  const { s, r, m } = c;
  const fill = s.linear(
    [
      { o: 0, c: m.sky[0] },
      { o: 0.6, c: m.sky[1] },
      { o: 1, c: m.sky[2] },
    ],
    0,
    0,
    0,
    o.horizon + 20,
    true,
  );
  s.add(`<rect x="-10" y="-10" width="1620" height="1020" fill="${fill}"/>`);
  const sunY = o.sunY ?? sunYFor(m, o.horizon);
  const sunX = o.sunX;
  if (m.night) {
    // stars
    let d = '';
    const count = r.int(70, 120);
    for (let i = 0; i < count; i++) {
      const x = r.range(0, 1600);
      const y = r.range(0, o.horizon * 0.85);
      const rad = r.chance(0.1) ? r.range(1.8, 2.6) : r.range(0.7, 1.5);
      d += circlePath(x, y, rad);
    }
    s.add(`<path d="${d}" fill="#fff8e7" opacity="0.8"/>`);
  }
  if (o.sunVisible !== false) {
    const glow = s.radial(
      [
        { o: 0, c: m.glow, a: m.night ? 0.45 : 0.75 },
        { o: 0.35, c: m.glow, a: m.night ? 0.12 : 0.3 },
        { o: 1, c: m.glow, a: 0 },
      ],
      0.5,
      0.5,
      0.5,
    );
    const gr = m.sunR * (m.night ? 5 : 6.5);
    s.add(`<circle cx="${f(sunX)}" cy="${f(sunY)}" r="${f(gr)}" fill="${glow}"/>`);
    if (m.night) {
      // crescent moon: disc with a sky-coloured bite
      const id = s.id('moon');
      s.def(
        `<mask id="${id}"><rect width="1600" height="1000" fill="#fff"/><circle cx="${f(sunX + m.sunR * 0.45)}" cy="${f(sunY - m.sunR * 0.25)}" r="${f(m.sunR * 0.9)}" fill="#000"/></mask>`,
      );
      s.add(`<circle cx="${f(sunX)}" cy="${f(sunY)}" r="${f(m.sunR)}" fill="${m.sun}" mask="url(#${id})"/>`);
    } else {
      s.add(`<circle cx="${f(sunX)}" cy="${f(sunY)}" r="${f(m.sunR * 1.18)}" fill="${m.sun}" opacity="0.35"/>`);
      s.add(`<circle cx="${f(sunX)}" cy="${f(sunY)}" r="${f(m.sunR)}" fill="${m.sun}"/>`);
    }
  }
  const clouds = o.clouds ?? r.int(2, 4);
  const placed: [number, number, number][] = [];
  for (let i = 0; i < clouds; i++) {
    const w = r.range(180, 380);
    let x = 0;
    let y = 0;
    // a few tries to keep clouds off the sun/moon and off each other
    for (let k = 0; k < 8; k++) {
      x = r.range(-80, 1600 - w * 0.5);
      y = r.range(90, Math.max(120, o.horizon * 0.55));
      const clearOfSun =
        x > sunX + m.sunR * 1.6 ||
        x + w < sunX - m.sunR * 1.6 ||
        y < sunY - m.sunR * 1.4 - w * 0.25 ||
        y - w * 0.3 > sunY + m.sunR * 1.4;
      const clearOfOthers = placed.every(([px, py, pw]) => x > px + pw + 20 || x + w < px - 20 || Math.abs(y - py) > 90);
      if (clearOfSun && clearOfOthers) break;
    }
    placed.push([x, y, w]);
    cloud(c, x, y, w);
  }
  const birds = o.birds ?? 0;
  if (birds > 0) {
    const bx = r.range(200, 1300);
    const by = r.range(140, o.horizon * 0.6);
    let d = '';
    for (let i = 0; i < birds; i++) {
      const w = r.range(16, 30);
      const x = bx + r.range(-150, 150);
      const y = by + r.range(-70, 70);
      const h = w * r.range(0.25, 0.45);
      d += `M${f(x)},${f(y)}q${f(w / 4)},${f(-h)} ${f(w / 2)},0q${f(w / 4)},${f(-h)} ${f(w / 2)},0`;
    }
    s.add(
      `<path d="${d}" fill="none" stroke="${m.night ? '#c9cdf0' : darken(m.sky[0], 0.55)}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round" opacity="0.75"/>`,
    );
  }
  return { sunX, sunY };
}

/** Flat illustrated cloud: puffs resting on a rounded base, with a shaded underside. */
function cloud(c: Ctx, x: number, y: number, w: number): void {
  const { s, r, m } = c;
  const n = r.int(3, 5);
  const radii: number[] = [];
  for (let i = 0; i < n; i++) {
    const bell = 1 - Math.abs(i - (n - 1) / 2) / ((n - 1) / 2 + 0.5);
    radii.push(w * 0.1 * (1 + bell * 1.1) * r.range(0.85, 1.15));
  }
  const first = radii[0] as number;
  const last = radii[n - 1] as number;
  const hb = Math.min(...radii) * 1.1;
  const build = (dy: number): string => {
    let d = `M${f(x + hb / 2)},${f(y + dy - hb)}h${f(w - hb)}a${f(hb / 2)},${f(hb / 2)} 0 0,1 0,${f(hb)}h${f(-(w - hb))}a${f(hb / 2)},${f(hb / 2)} 0 0,1 0,${f(-hb)}Z`;
    radii.forEach((rad, i) => {
      const cx = x + first * 0.8 + ((w - first * 0.8 - last * 0.8) * i) / (n - 1);
      d += circlePath(cx, y + dy - rad, rad);
    });
    return d;
  };
  s.add(`<g opacity="0.92"><path d="${build(9)}" fill="${m.cloudShade}"/><path d="${build(0)}" fill="${m.cloud}"/></g>`);
}

// ---------------------------------------------------------------- water

function water(c: Ctx, top: number, bottom: number, sunX: number | null, colors?: readonly [string, string]): void {
  const { s, r, m } = c;
  const [c0, c1] = colors ?? m.water;
  const fill = s.linear(
    [
      { o: 0, c: c0 },
      { o: 1, c: c1 },
    ],
    0,
    top,
    0,
    bottom,
    true,
  );
  s.add(`<rect x="-10" y="${f(top)}" width="1620" height="${f(bottom - top + 10)}" fill="${fill}"/>`);
  s.add(`<rect x="-10" y="${f(top)}" width="1620" height="3" fill="${lighten(c0, 0.5)}" opacity="0.6"/>`);
  // wave strokes, denser and thinner towards the horizon
  let d = '';
  const count = 70;
  for (let i = 0; i < count; i++) {
    const t = Math.pow(r.next(), 1.5);
    const y = top + 8 + t * (bottom - top - 8);
    const len = 20 + t * 110 * r.range(0.6, 1.4);
    const amp = 2 + t * 7;
    const x = r.range(-50, 1600);
    d += `M${f(x)},${f(y)}q${f(len / 4)},${f(-amp)} ${f(len / 2)},0t${f(len / 2)},0`;
  }
  s.add(`<path d="${d}" fill="none" stroke="${lighten(c0, 0.45)}" stroke-width="2.5" stroke-linecap="round" opacity="0.45"/>`);
  if (sunX !== null) {
    let g = '';
    for (let y = top + 4; y < Math.min(bottom, top + 330); y += r.range(9, 16)) {
      const t = (y - top) / 330;
      const w = (m.sunR * 1.6 + t * 140) * r.range(0.3, 1.1);
      const h = 2.5 + t * 4;
      g += `M${f(sunX - w / 2 + r.range(-20, 20) * t)},${f(y)}h${f(w)}v${f(h)}h${f(-w)}Z`;
    }
    s.add(`<path d="${g}" fill="${m.sun}" opacity="${m.night ? 0.45 : 0.6}"/>`);
  }
}

// ---------------------------------------------------------------- vegetation & props

function pine(x: number, y: number, h: number, color: string, shade: string): string {
  const w = h * 0.36;
  let out = `<rect x="${f(x - h * 0.025)}" y="${f(y - h * 0.14)}" width="${f(h * 0.05)}" height="${f(h * 0.16)}" fill="${darken(color, 0.4)}"/>`;
  for (let i = 0; i < 3; i++) {
    const top = y - h + i * h * 0.24;
    const bot = y - h * 0.1 - (2 - i) * h * 0.18;
    const ww = w * (0.6 + i * 0.2);
    out += `<polygon points="${pts([
      [x, top],
      [x + ww, bot],
      [x - ww, bot],
    ])}" fill="${color}"/>`;
    out += `<polygon points="${pts([
      [x, top],
      [x + ww, bot],
      [x + ww * 0.15, bot],
    ])}" fill="${shade}"/>`;
  }
  return out;
}

/** Bumpy tree canopy line (jungle, chinampas): circles along a profile with a solid fill below. */
function canopy(c: Ctx, fn: Profile, radius: number, color: string, bottom = 1010, x0 = -60, x1 = 1680): void {
  const { s, r } = c;
  const hi = lighten(color, 0.12);
  let d = '';
  let h = '';
  for (let x = x0; x < x1; x += radius * r.range(0.9, 1.5)) {
    const rad = radius * r.range(0.7, 1.3);
    const cy = fn(x) + rad * 0.35;
    d += circlePath(x, cy, rad);
    if (r.chance(0.5)) h += circlePath(x - rad * 0.25, cy - rad * 0.3, rad * 0.45);
  }
  s.add(`<path d="${profilePath(fn, bottom, 40, x0, x1)}" fill="${color}"/><path d="${d}" fill="${color}"/>`);
  s.add(`<path d="${h}" fill="${hi}" opacity="0.45"/>`);
}

function palm(c: Ctx, x: number, y: number, h: number, lean: number): void {
  const { s, r, m } = c;
  const trunkC = paint(m, '#8a5a3b');
  const leafC = paint(m, C.leaf);
  const leafD = paint(m, C.leafDark);
  const top: Pt = [x + lean, y - h];
  const ctrl: Pt = [x + lean * 0.15, y - h * 0.55];
  const bez = (t: number): Pt => [
    (1 - t) * (1 - t) * x + 2 * (1 - t) * t * ctrl[0] + t * t * top[0],
    (1 - t) * (1 - t) * y + 2 * (1 - t) * t * ctrl[1] + t * t * top[1],
  ];
  const left: Pt[] = [];
  const right: Pt[] = [];
  let rings = '';
  for (let i = 0; i <= 16; i++) {
    const t = i / 16;
    const p = bez(t);
    const q = bez(Math.min(1, t + 0.01));
    const p0 = bez(Math.max(0, t - 0.01));
    const dx = q[0] - p0[0];
    const dy = q[1] - p0[1];
    const len = Math.hypot(dx, dy) || 1;
    const nx = -dy / len;
    const ny = dx / len;
    const w = lerp(h * 0.04, h * 0.022, t);
    left.push([p[0] + nx * w, p[1] + ny * w]);
    right.push([p[0] - nx * w, p[1] - ny * w]);
    if (i > 0 && i < 16) rings += `M${pt([p[0] + nx * w, p[1] + ny * w])}L${pt([p[0] - nx * w, p[1] - ny * w + 4])}`;
  }
  s.add(`<polygon points="${pts([...left, ...right.reverse()])}" fill="${trunkC}"/>`);
  s.add(`<path d="${rings}" stroke="${darken(trunkC, 0.35)}" stroke-width="3" fill="none" opacity="0.6"/>`);
  // fronds: feathery leaflets along curved rachises
  const fronds = r.int(7, 9);
  let back = '';
  let front = '';
  for (let i = 0; i < fronds; i++) {
    const a = lerp(-Math.PI * 1.05, Math.PI * 0.05, i / (fronds - 1)) + r.range(-0.15, 0.15);
    const len = h * r.range(0.38, 0.5);
    const tip: Pt = [top[0] + Math.cos(a) * len, top[1] + Math.sin(a) * len * 0.55 + len * 0.45];
    const mid: Pt = [top[0] + Math.cos(a) * len * 0.55, top[1] + Math.sin(a) * len * 0.6 - len * 0.12];
    let d = `M${pt(top)}Q${pt(mid)} ${pt(tip)}`;
    for (let k = 1; k <= 12; k++) {
      const t = k / 13;
      const p: Pt = [
        (1 - t) * (1 - t) * top[0] + 2 * (1 - t) * t * mid[0] + t * t * tip[0],
        (1 - t) * (1 - t) * top[1] + 2 * (1 - t) * t * mid[1] + t * t * tip[1],
      ];
      const ll = len * 0.2 * Math.sin(Math.PI * (0.15 + t * 0.85));
      const dir = Math.atan2(tip[1] - top[1], tip[0] - top[0]);
      for (const side of [-1, 1]) {
        const ang = dir + side * 1.0 + 0.35;
        d += `M${pt(p)}l${f(Math.cos(ang) * ll)},${f(Math.sin(ang) * ll + ll * 0.4)}`;
      }
    }
    if (i % 2 === 0) back += d;
    else front += d;
  }
  const sw = f(Math.max(3, h * 0.013));
  s.add(`<path d="${back}" fill="none" stroke="${leafD}" stroke-width="${sw}" stroke-linecap="round"/>`);
  s.add(`<path d="${front}" fill="none" stroke="${leafC}" stroke-width="${sw}" stroke-linecap="round"/>`);
  s.add(
    `<path d="${circlePath(top[0] - 8, top[1] + 10, h * 0.025)}${circlePath(top[0] + 9, top[1] + 12, h * 0.024)}" fill="${paint(m, '#5b3a1e')}"/>`,
  );
}

function saguaro(c: Ctx, x: number, y: number, h: number, depth: number): void {
  const { s, r, m } = c;
  const color = paint(m, '#3d8a5a', depth);
  const w = h * 0.12;
  let d = `M${f(x)},${f(y)}V${f(y - h + w / 2)}`;
  let arms = '';
  const n = r.int(1, 3);
  let side = r.sign();
  for (let i = 0; i < n; i++) {
    const ay = y - h * r.range(0.3, 0.6);
    const out = w * r.range(1.1, 1.5);
    const up = h * r.range(0.18, 0.32);
    arms += `M${f(x)},${f(ay)}H${f(x + side * (out - w * 0.45))}Q${f(x + side * out)},${f(ay)} ${f(x + side * out)},${f(ay - w * 0.45)}V${f(ay - up)}`;
    side = side === 1 ? -1 : 1;
  }
  d += arms;
  s.add(
    `<ellipse cx="${f(x + h * 0.25)}" cy="${f(y)}" rx="${f(h * 0.35)}" ry="${f(h * 0.03)}" fill="#000" opacity="${f(0.18 * (1 - depth))}"/>`,
  );
  s.add(`<path d="${d}" fill="none" stroke="${color}" stroke-width="${f(w)}" stroke-linecap="round" stroke-linejoin="round"/>`);
  s.add(
    `<path d="M${f(x + w * 0.22)},${f(y)}V${f(y - h + w * 0.6)}" stroke="${darken(color, 0.3)}" stroke-width="${f(w * 0.32)}" stroke-linecap="round" opacity="0.7"/>`,
  );
  s.add(
    `<path d="M${f(x - w * 0.22)},${f(y - 4)}V${f(y - h + w * 0.7)}" stroke="${lighten(color, 0.25)}" stroke-width="${f(w * 0.1)}" stroke-linecap="round" opacity="0.7"/>`,
  );
}

function nopal(c: Ctx, x: number, y: number, size: number): void {
  const { s, r, m } = c;
  const color = paint(m, '#5a9e4b');
  type Pad = [number, number, number, number, number];
  const pads: Pad[] = [[x, y - size * 0.45, size * 0.3, size * 0.46, 0]];
  const count = r.int(3, 5);
  for (let i = 0; i < count; i++) {
    const parent = pads[r.int(0, pads.length - 1)] as Pad;
    const a = r.range(-2.5, -0.65);
    const dist = parent[3] * 0.95;
    const rx = size * r.range(0.2, 0.27);
    const ry = size * r.range(0.3, 0.38);
    pads.push([
      parent[0] + Math.cos(a) * (dist + ry * 0.7),
      parent[1] + Math.sin(a) * (dist + ry * 0.7),
      rx,
      ry,
      (a * 180) / Math.PI + 90,
    ]);
  }
  let d = '';
  let dots = '';
  let flowers = '';
  for (const [px, py, rx, ry, rot] of pads) {
    d += `<ellipse cx="${f(px)}" cy="${f(py)}" rx="${f(rx)}" ry="${f(ry)}" transform="rotate(${f(rot)} ${f(px)} ${f(py)})" fill="${color}" stroke="${darken(color, 0.25)}" stroke-width="3"/>`;
    for (let k = 0; k < 5; k++) dots += circlePath(px + r.range(-rx, rx) * 0.55, py + r.range(-ry, ry) * 0.55, 2.2);
    if (r.chance(0.45)) {
      const ang = ((rot - 90) * Math.PI) / 180;
      flowers += circlePath(px + Math.cos(ang) * ry, py + Math.sin(ang) * ry, size * 0.055);
    }
  }
  s.add(d);
  s.add(`<path d="${dots}" fill="${lighten(color, 0.5)}"/>`);
  s.add(`<path d="${flowers}" fill="${paint(m, C.magenta)}"/>`);
}

function agavePlant(x: number, y: number, size: number, color: string, leaves: number): string {
  let back = '';
  let front = '';
  for (let i = 0; i < leaves; i++) {
    const t = i / (leaves - 1);
    const a = lerp(-Math.PI + 0.15, -0.15, t);
    const len = size * (0.7 + 0.3 * Math.sin(Math.PI * t));
    const tip: Pt = [x + Math.cos(a) * len, y + Math.sin(a) * len * 0.9];
    const bw = size * 0.09;
    const nx = -Math.sin(a);
    const ny = Math.cos(a);
    const mid = lerpPt([x, y], tip, 0.5);
    const d = `M${pt([x + nx * bw, y + ny * bw])}Q${pt([mid[0] + nx * bw * 1.3, mid[1] + ny * bw * 1.3])} ${pt(tip)}Q${pt([mid[0] - nx * bw * 1.3, mid[1] - ny * bw * 1.3])} ${pt([x - nx * bw, y - ny * bw])}Z`;
    if (i % 2 === 0) back += d;
    else front += d;
  }
  return `<path d="${back}" fill="${darken(color, 0.18)}"/><path d="${front}" fill="${color}"/>`;
}

/** Papel picado: festive cut-paper flags on a string across the top. */
function papelPicado(c: Ctx, y0: number, sag: number): void {
  const { s, r, m } = c;
  const n = r.int(9, 12);
  const fw = Math.min(1700 / n - 24, 118);
  const fh = fw * 1.15;
  const x0 = -40;
  const x1 = 1640;
  const y1 = y0 + r.range(-20, 20);
  const ctrl: Pt = [800, y0 + sag * 2];
  const at = (t: number): Pt => [
    (1 - t) * (1 - t) * x0 + 2 * (1 - t) * t * ctrl[0] + t * t * x1,
    (1 - t) * (1 - t) * y0 + 2 * (1 - t) * t * ctrl[1] + t * t * y1,
  ];
  s.add(
    `<path d="M${f(x0)},${f(y0)}Q${pt(ctrl)} ${f(x1)},${f(y1)}" fill="none" stroke="${m.night ? '#ddd' : '#5a3a2e'}" stroke-width="2.5"/>`,
  );
  const colours = [C.magenta, C.marigold, C.turquoise, C.pink, C.lime, C.orange, C.lavender, C.cobalt];
  const start = r.int(0, colours.length - 1);
  for (let i = 0; i < n; i++) {
    const t = (i + 0.5) / n;
    const [x, y] = at(t);
    const next = at(t + 0.01);
    const ang = (Math.atan2(next[1] - y, next[0] - x) * 180) / Math.PI;
    const color = paint(m, colours[(start + i) % colours.length] as string, 0);
    const hw = fw / 2;
    // outline with zig-zag bottom
    let d = `M${f(-hw)},0H${f(hw)}V${f(fh * 0.86)}`;
    const teeth = 6;
    for (let k = teeth; k > 0; k--) {
      const xa = -hw + ((k - 0.5) / teeth) * fw;
      const xb = -hw + ((k - 1) / teeth) * fw;
      d += `L${f(xa)},${f(fh)}L${f(xb)},${f(fh * 0.86)}`;
    }
    d += 'Z';
    // cut-outs (holes, evenodd)
    const cy = fh * 0.5;
    d += circlePath(0, cy, fw * 0.11);
    for (let k = 0; k < 6; k++) {
      const a = (k / 6) * Math.PI * 2 + Math.PI / 6;
      const px = Math.cos(a) * fw * 0.25;
      const py = cy + Math.sin(a) * fw * 0.25;
      const rr = fw * 0.07;
      d += `M${f(px)},${f(py - rr * 1.4)}L${f(px + rr)},${f(py)}L${f(px)},${f(py + rr * 1.4)}L${f(px - rr)},${f(py)}Z`;
    }
    for (let k = 0; k < 5; k++) d += circlePath(-hw + ((k + 0.5) / 5) * fw, fh * 0.12, fw * 0.035);
    for (let k = 0; k < 4; k++) {
      const px = -hw + ((k + 0.5) / 4) * fw;
      d += `M${f(px - fw * 0.06)},${f(fh * 0.74)}L${f(px + fw * 0.06)},${f(fh * 0.74)}L${f(px)},${f(fh * 0.82)}Z`;
    }
    const rot = ang + r.range(-4, 4);
    s.add(
      `<g transform="translate(${f(x)} ${f(y - 2)}) rotate(${f(rot)})"><path d="${d}" fill="#000" opacity="0.12" fill-rule="evenodd" transform="translate(5 6)"/><path d="${d}" fill="${color}" fill-rule="evenodd" opacity="0.95"/></g>`,
    );
  }
}

function vignette(c: Ctx, strength = 0.38): void {
  const { s, m } = c;
  const g = s.radial(
    [
      { o: 0.55, c: '#1b0f24', a: 0 },
      { o: 1, c: m.night ? '#05081a' : '#2a1326', a: strength },
    ],
    0.5,
    0.45,
    0.75,
  );
  s.add(`<rect x="-10" y="-10" width="1620" height="1020" fill="${g}"/>`);
}

// ---------------------------------------------------------------- scenes

function sceneBeach(c: Ctx): void {
  const { s, r, m } = c;
  const hz = r.range(520, 580);
  const { sunX } = sky(c, { horizon: hz, sunX: r.range(350, 1250), birds: r.int(2, 5) });
  // distant headland
  const left = r.chance(0.5);
  const ix = left ? r.range(0, 350) : r.range(1250, 1600);
  s.add(
    `<path d="M${f(ix - 320)},${f(hz + 2)}C${f(ix - 200)},${f(hz - 60)} ${f(ix - 40)},${f(hz - r.range(70, 120))} ${f(ix + 60)},${f(hz - 50)}S${f(ix + 260)},${f(hz - 10)} ${f(ix + 340)},${f(hz + 2)}Z" fill="${paint(m, C.jade, 0.6)}"/>`,
  );
  water(c, hz, 1000, sunX);
  // sailboat
  const bx = r.range(300, 1300);
  const by = hz + r.range(30, 70);
  const bs = r.range(0.6, 1);
  s.add(
    `<g transform="translate(${f(bx)} ${f(by)}) scale(${f(bs)})"><path d="M-40,0H40L30,12H-30Z" fill="${paint(m, C.terracottaDark)}"/><path d="M0,-4V-90L34,-8Z" fill="${paint(m, C.cream)}"/><path d="M-4,-8V-70L-30,-8Z" fill="${paint(m, C.marigold)}"/></g>`,
  );
  const flip = r.chance(0.5);
  s.add(flip ? '<g transform="translate(1600 0) scale(-1 1)">' : '<g>');
  const y0 = r.range(680, 760);
  const sandD = (dy: number): string =>
    `M-20,1010L-20,${f(y0 + dy)}C300,${f(y0 + 20 + dy)} 650,${f(y0 + 120 + dy)} 1050,${f(y0 + 170 + dy)}C1300,${f(y0 + 200 + dy)} 1480,${f(y0 + 215 + dy)} 1620,${f(y0 + 220 + dy)}L1620,1010Z`;
  s.add(`<path d="${sandD(-45)}" fill="${paint(m, C.lagoon)}" opacity="0.55"/>`);
  s.add(`<path d="${sandD(-14)}" fill="#fff" opacity="0.75"/>`);
  const sand = s.linear(
    [
      { o: 0, c: paint(m, '#e9b97a') },
      { o: 1, c: paint(m, C.sand) },
    ],
    0,
    y0,
    0,
    1000,
    true,
  );
  s.add(`<path d="${sandD(0)}" fill="${paint(m, '#c99a66')}"/>`);
  s.add(`<path d="${sandD(14)}" fill="${sand}"/>`);
  // sand ripples
  let rip = '';
  for (let i = 0; i < 16; i++) {
    const x = r.range(0, 700);
    const y = r.range(y0 + 120, 990);
    rip += `M${f(x)},${f(y)}q30,-6 60,0`;
  }
  s.add(`<path d="${rip}" stroke="${paint(m, '#c99a66')}" stroke-width="3" fill="none" opacity="0.6"/>`);
  // umbrella & towel
  const ux = r.range(700, 860);
  const uy = r.range(930, 960);
  const ur = r.range(85, 110);
  s.add(`<ellipse cx="${f(ux + 20)}" cy="${f(uy + 8)}" rx="${f(ur)}" ry="14" fill="#000" opacity="0.12"/>`);
  s.add(
    `<path d="M${f(ux - 150)},${f(uy + 4)}l30,-34h70l-30,34Z" fill="${paint(m, C.turquoise)}"/><path d="M${f(ux - 140)},${f(uy - 6)}l30,-34" stroke="${paint(m, C.cream)}" stroke-width="5"/>`,
  );
  s.add(`<path d="M${f(ux)},${f(uy)}L${f(ux - 18)},${f(uy - 190)}" stroke="${paint(m, C.woodDark)}" stroke-width="5"/>`);
  const ucx = ux - 20;
  const ucy = uy - 185;
  const colors = [paint(m, C.magenta), paint(m, C.cream)];
  for (let k = 0; k < 6; k++) {
    const a0 = Math.PI + (k / 6) * Math.PI;
    const a1 = Math.PI + ((k + 1) / 6) * Math.PI;
    const p0: Pt = [ucx + Math.cos(a0) * ur, ucy + 20 - Math.sin(a0) * ur * 0.22];
    const p1: Pt = [ucx + Math.cos(a1) * ur, ucy + 20 - Math.sin(a1) * ur * 0.22];
    const apex: Pt = [ucx, ucy - ur * 0.45];
    s.add(
      `<path d="M${pt(apex)}Q${f((apex[0] + p0[0]) / 2 + (p0[0] - ucx) * 0.25)},${f((apex[1] + p0[1]) / 2 - ur * 0.12)} ${pt(p0)}Q${f((p0[0] + p1[0]) / 2)},${f((p0[1] + p1[1]) / 2 - 10)} ${pt(p1)}Q${f((apex[0] + p1[0]) / 2 + (p1[0] - ucx) * 0.25)},${f((apex[1] + p1[1]) / 2 - ur * 0.12)} ${pt(apex)}Z" fill="${colors[k % 2]}"/>`,
    );
  }
  // palms
  const palms = r.int(2, 3);
  for (let i = 0; i < palms; i++) {
    const x = r.range(40, 160) + i * 210;
    palm(c, x, r.range(940, 1010), r.range(480, 680) - i * 60, r.range(60, 200) * (i % 2 === 0 ? 1 : 0.6));
  }
  s.add('</g>');
  vignette(c);
}

function sceneCenote(c: Ctx): void {
  const { s, r, m } = c;
  const cx = r.range(650, 950);
  const cy = r.range(150, 200);
  const rx = r.range(330, 420);
  const ry = rx * 0.42;
  const bg = s.radial(
    [
      { o: 0, c: '#7a4b33' },
      { o: 0.55, c: '#3f2619' },
      { o: 1, c: '#1a0f0c' },
    ],
    cx,
    700,
    950,
    true,
  );
  s.add(`<rect x="-10" y="-10" width="1620" height="1020" fill="${bg}"/>`);
  // limestone strata across the cave walls, lit from the opening
  for (let i = 0; i < 6; i++) {
    const y = lerp(cy + ry + 60, 700, i / 5) + r.range(-20, 20);
    const fn = wave(r, y, r.range(15, 35), 2.2);
    const th = r.range(18, 40);
    let top = '';
    let d = '';
    const list: Pt[] = [];
    for (let x = -40; x <= 1640; x += 40) list.push([x, fn(x)]);
    top = smooth(list);
    d = `${top}L1640,${f(fn(1640) + th)}L-40,${f(fn(-40) + th)}Z`;
    s.add(`<path d="${d}" fill="#140b08" opacity="0.25"/>`);
    s.add(`<path d="${top}" fill="none" stroke="#d08a55" stroke-width="3" opacity="${f(0.22 - i * 0.025)}"/>`);
  }
  // opening to the sky
  const clip = s.clip(`<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}"/>`);
  s.add(`<g clip-path="${clip}">`);
  sky(c, { horizon: cy + ry, sunX: cx + r.range(-rx * 0.5, rx * 0.5), sunY: cy - ry * 0.2, clouds: 2 });
  // jungle trees seen against the sky
  canopy(c, wave(r, cy + ry * 0.1, 40, 3), 38, paint(m, C.jade, 0.35), cy + ry + 10);
  s.add('</g>');
  // light shafts
  const lightTop = cy + ry * 0.7;
  const beam = s.linear(
    [
      { o: 0, c: '#fff6d5', a: 0.55 },
      { o: 1, c: '#fff6d5', a: 0 },
    ],
    0,
    lightTop,
    0,
    900,
    true,
  );
  const poolX = cx + r.range(-120, 120);
  s.add(`<g filter="${s.blur(7)}">`);
  for (let i = 0; i < 4; i++) {
    const a = r.range(-0.5, 0.5);
    const b = a + r.range(0.12, 0.3);
    const t0 = cx + a * rx;
    const t1 = cx + b * rx;
    const spread = r.range(1.2, 1.9);
    s.add(
      `<polygon points="${pts([
        [t0, lightTop],
        [t1, lightTop],
        [poolX + (t1 - cx) * spread, 880],
        [poolX + (t0 - cx) * spread, 880],
      ])}" fill="${beam}" opacity="${f(r.range(0.35, 0.7))}"/>`,
    );
  }
  s.add('</g>');
  // rim and foliage ring
  s.add(`<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="none" stroke="#2b1a12" stroke-width="26"/>`);
  let leaves = '';
  let leaves2 = '';
  for (let a = 0; a < Math.PI * 2; a += r.range(0.07, 0.14)) {
    const px = cx + Math.cos(a) * rx * r.range(0.97, 1.05);
    const py = cy + Math.sin(a) * ry * r.range(0.92, 1.08);
    const rad = r.range(14, 34);
    if (r.chance(0.6)) leaves += circlePath(px, py, rad);
    else leaves2 += circlePath(px, py, rad * 0.8);
  }
  s.add(`<path d="${leaves}" fill="${paint(m, C.leafDark)}"/>`);
  s.add(`<path d="${leaves2}" fill="${paint(m, C.leaf)}"/>`);
  // hanging roots and vines
  let vines = '';
  let vleaves = '';
  for (let i = 0; i < 26; i++) {
    const a = r.range(0.1, Math.PI - 0.1);
    const x = cx + Math.cos(a) * rx * 0.95;
    const y = cy + Math.sin(a) * ry * 0.95;
    const len = r.range(120, 560);
    const sway = r.range(-30, 30);
    vines += `M${f(x)},${f(y)}q${f(sway)},${f(len / 2)} ${f(sway * 0.3)},${f(len)}`;
    if (r.chance(0.5)) {
      for (let k = 0; k < 6; k++) {
        const t = r.range(0.05, 0.9);
        vleaves += `<ellipse cx="${f(x + sway * t * 1.2 + r.range(-8, 8))}" cy="${f(y + len * t)}" rx="7" ry="4" transform="rotate(${f(r.range(-50, 50))} ${f(x + sway * t)} ${f(y + len * t)})"/>`;
      }
    }
  }
  s.add(`<path d="${vines}" fill="none" stroke="#3a4a28" stroke-width="2.5" opacity="0.85"/>`);
  s.add(`<g fill="${paint(m, C.leaf)}">${vleaves}</g>`);
  // the pool
  const pool = s.radial(
    [
      { o: 0, c: '#b8fff2' },
      { o: 0.35, c: '#3fd8cc' },
      { o: 0.75, c: '#138a92' },
      { o: 1, c: '#0a4650' },
    ],
    poolX,
    880,
    760,
    true,
  );
  s.add(`<ellipse cx="${f(poolX)}" cy="930" rx="980" ry="240" fill="${pool}"/>`);
  let rip = '';
  for (let i = 1; i < 6; i++) {
    rip += `<ellipse cx="${f(poolX)}" cy="${f(890 + i * 6)}" rx="${f(i * 70)}" ry="${f(i * 14)}"/>`;
  }
  s.add(`<g fill="none" stroke="#e9fffb" stroke-width="3" opacity="0.35">${rip}</g>`);
  // swimmer
  if (r.chance(0.7)) {
    const sx = poolX + r.range(-260, 260);
    s.add(
      `<ellipse cx="${f(sx)}" cy="910" rx="28" ry="7" fill="none" stroke="#e9fffb" stroke-width="2.5" opacity="0.6"/><circle cx="${f(sx)}" cy="902" r="9" fill="#3a2219"/><path d="M${f(sx - 24)},908q12,-8 24,0t24,0" stroke="#3a2219" stroke-width="5" fill="none" stroke-linecap="round"/>`,
    );
  }
  // cave walls framing the view, with a warm rim light
  const wall = (side: 1 | -1): void => {
    const list: Pt[] = [];
    const baseX = side === 1 ? 0 : 1600;
    for (let y = -20; y <= 1040; y += 60) {
      const t = clamp(y / 1000, 0, 1);
      const inset = lerp(330, 120, Math.pow(t, 0.8)) + Math.sin(t * 9 + r.range(0, 3)) * 30 + r.range(-20, 20);
      list.push([baseX + side * inset, y]);
    }
    const d = `M${f(baseX - side * 20)},-20L${pts(list).replace(/ /g, 'L')}L${f(baseX - side * 20)},1040Z`;
    s.add(`<path d="${d}" fill="#d08a55" opacity="0.75" transform="translate(${f(side * 10)} 0)"/>`);
    s.add(`<path d="${d}" fill="#2a1912"/>`);
    s.add(`<path d="${d}" fill="#140b08" opacity="0.5" transform="translate(${f(-side * 40)} 0)"/>`);
  };
  wall(1);
  wall(-1);
  // stalactites along the ceiling
  let st = '';
  for (let i = 0; i < 18; i++) {
    const x = r.chance(0.5) ? r.range(150, cx - rx - 20) : r.range(cx + rx + 20, 1450);
    const y = r.range(-10, 120);
    const w = r.range(10, 26);
    const h = r.range(40, 130);
    st += `M${f(x - w)},${f(y)}L${f(x + w)},${f(y)}L${f(x + r.range(-3, 3))},${f(y + h)}Z`;
  }
  s.add(`<path d="${st}" fill="#24150f"/>`);
  vignette(c, 0.5);
}

function scenePyramid(c: Ctx): void {
  const { s, r, m } = c;
  const hz = r.range(600, 640);
  const px = r.range(640, 960);
  const { sunX } = sky(c, {
    horizon: hz,
    sunX: px + r.sign() * r.range(250, 550),
    birds: r.int(3, 6),
  });
  canopy(c, wave(r, hz - 30, 25, 2), 30, paint(m, C.jade, 0.55), hz + 60);
  canopy(c, wave(r, hz + 10, 20, 3), 34, paint(m, C.jadeDark, 0.3), hz + 90);
  const grass = s.linear(
    [
      { o: 0, c: paint(m, '#8cb85a') },
      { o: 1, c: paint(m, '#5e9141') },
    ],
    0,
    hz + 60,
    0,
    1000,
    true,
  );
  s.add(`<rect x="-10" y="${f(hz + 60)}" width="1620" height="${f(1010 - hz - 60)}" fill="${grass}"/>`);
  // El Castillo
  const base = hz + 120;
  const bw = r.range(640, 760);
  const ph = bw * 0.5;
  const tiers = 9;
  const th = ph / tiers;
  const stone = paint(m, C.stone);
  const shade = darken(stone, 0.32);
  const lightFromLeft = sunX < px;
  // shadow on the ground
  s.add(
    `<polygon points="${pts([
      [px - bw / 2, base],
      [px + bw / 2, base],
      [px + bw / 2 + (lightFromLeft ? 1 : -1) * bw * 0.45, base + 55],
      [px - bw / 2 + (lightFromLeft ? 1 : -1) * bw * 0.45, base + 55],
    ])}" fill="#1b1020" opacity="0.16"/>`,
  );
  for (let i = 0; i < tiers; i++) {
    const w0 = bw * (1 - (i / tiers) * 0.56);
    const w1 = bw * (1 - ((i + 1) / tiers) * 0.56) + th * 0.3;
    const y0 = base - i * th;
    const y1 = y0 - th;
    s.add(
      `<polygon points="${pts([
        [px - w0 / 2, y0],
        [px + w0 / 2, y0],
        [px + w1 / 2, y1],
        [px - w1 / 2, y1],
      ])}" fill="${stone}"/>`,
    );
    // recessed panels
    let panels = '';
    const pw = th * 0.55;
    for (let x = px - w1 / 2 + pw * 0.6; x < px + w1 / 2 - pw; x += pw * 1.5) {
      panels += `M${f(x)},${f(y1 + th * 0.3)}h${f(pw)}v${f(th * 0.45)}h${f(-pw)}Z`;
    }
    s.add(`<path d="${panels}" fill="${darken(stone, 0.18)}"/>`);
    s.add(`<rect x="${f(px - w1 / 2)}" y="${f(y1)}" width="${f(w1)}" height="${f(th * 0.14)}" fill="${lighten(stone, 0.35)}"/>`);
    s.add(
      `<rect x="${f(px - w0 / 2)}" y="${f(y0 - th * 0.12)}" width="${f(w0)}" height="${f(th * 0.12)}" fill="${shade}" opacity="0.6"/>`,
    );
    // shaded half
    const sx = lightFromLeft ? 1 : -1;
    s.add(
      `<polygon points="${pts([
        [px + sx * bw * 0.09, y0],
        [px + (sx * w0) / 2, y0],
        [px + (sx * w1) / 2, y1],
        [px + sx * bw * 0.08, y1],
      ])}" fill="#1b1020" opacity="0.28"/>`,
    );
  }
  // staircase
  const top = base - ph;
  const sw0 = bw * 0.17;
  const sw1 = bw * 0.11;
  s.add(
    `<polygon points="${pts([
      [px - sw0 / 2, base + 6],
      [px + sw0 / 2, base + 6],
      [px + sw1 / 2, top],
      [px - sw1 / 2, top],
    ])}" fill="${lighten(stone, 0.12)}"/>`,
  );
  let steps = '';
  for (let k = 0; k < 36; k++) {
    const t = k / 36;
    const y = lerp(base + 6, top, t);
    const w = lerp(sw0, sw1, t);
    steps += `M${f(px - w / 2)},${f(y)}h${f(w)}`;
  }
  s.add(`<path d="${steps}" stroke="${darken(stone, 0.3)}" stroke-width="2" opacity="0.7"/>`);
  for (const side of [-1, 1]) {
    s.add(
      `<polygon points="${pts([
        [px + (side * sw0) / 2, base + 6],
        [px + side * (sw0 / 2 + 12), base + 6],
        [px + side * (sw1 / 2 + 8), top],
        [px + (side * sw1) / 2, top],
      ])}" fill="${darken(stone, 0.22)}"/>`,
    );
    s.add(
      `<rect x="${f(px + side * (sw0 / 2 + 6) - 14)}" y="${f(base - 14)}" width="28" height="22" rx="4" fill="${darken(stone, 0.3)}"/>`,
    );
  }
  // temple on top
  const tw = bw * 0.2;
  const tH = th * 2.2;
  const tx = px - tw / 2;
  const ty = top - tH;
  s.add(`<rect x="${f(tx)}" y="${f(ty)}" width="${f(tw)}" height="${f(tH)}" fill="${stone}"/>`);
  s.add(`<rect x="${f(tx - 6)}" y="${f(ty - 10)}" width="${f(tw + 12)}" height="16" fill="${lighten(stone, 0.25)}"/>`);
  s.add(`<rect x="${f(tx)}" y="${f(ty + 6)}" width="${f(tw)}" height="${f(tH * 0.22)}" fill="${darken(stone, 0.12)}"/>`);
  const dw = tw * 0.17;
  for (let k = 0; k < 3; k++) {
    const dx = tx + tw * (0.17 + k * 0.28);
    s.add(
      `<rect x="${f(dx)}" y="${f(ty + tH * 0.45)}" width="${f(dw)}" height="${f(tH * 0.55)}" fill="${darken(stone, 0.65)}"/>`,
    );
  }
  // trees in front and grass tufts
  for (let i = 0; i < 7; i++) {
    const x = r.chance(0.5) ? r.range(-40, px - bw / 2 - 40) : r.range(px + bw / 2 + 40, 1640);
    const y = r.range(base + 20, 1000);
    const sc = (y - hz) / 400;
    const rad = 40 * sc + 20;
    s.add(
      `<rect x="${f(x - 5 * sc)}" y="${f(y - rad)}" width="${f(10 * sc + 3)}" height="${f(rad)}" fill="${paint(m, C.woodDark)}"/>`,
    );
    s.add(
      `<path d="${circlePath(x, y - rad * 1.4, rad)}${circlePath(x - rad * 0.8, y - rad * 1.1, rad * 0.7)}${circlePath(x + rad * 0.8, y - rad * 1.1, rad * 0.75)}" fill="${paint(m, r.pick([C.leaf, C.jade, C.leafDark]))}"/>`,
    );
    s.add(`<path d="${circlePath(x - rad * 0.3, y - rad * 1.7, rad * 0.45)}" fill="#fff" opacity="0.12"/>`);
  }
  let tufts = '';
  for (let i = 0; i < 60; i++) {
    const x = r.range(0, 1600);
    const y = r.range(base + 10, 1000);
    const h = 6 + ((y - base) / 300) * 14;
    tufts += `M${f(x - h * 0.5)},${f(y)}l${f(h * 0.3)},${f(-h)}l${f(h * 0.2)},${f(h)}l${f(h * 0.25)},${f(-h * 0.8)}l${f(h * 0.25)},${f(h * 0.8)}`;
  }
  s.add(`<path d="${tufts}" fill="none" stroke="${paint(m, '#3f7a34')}" stroke-width="2.5" stroke-linejoin="round"/>`);
  vignette(c);
}

function sceneCanyon(c: Ctx): void {
  const { s, r, m } = c;
  const hz = r.range(400, 450);
  const vx = r.range(650, 950);
  sky(c, { horizon: hz, sunX: vx + r.sign() * r.range(150, 500), birds: r.int(2, 4) });
  // far mesas
  s.add(`<path d="${profilePath(wave(r, hz - 20, 25, 2), hz + 60)}" fill="${paint(m, C.adobe, 0.7)}"/>`);
  // river
  const river: Pt[] = [];
  const riverR: Pt[] = [];
  for (let i = 0; i <= 12; i++) {
    const t = i / 12;
    const y = lerp(hz + 30, 1010, t);
    const mid = vx + Math.sin(t * 5 + 1) * 120 * t;
    const w = lerp(8, 320, Math.pow(t, 1.3));
    river.push([mid - w, y]);
    riverR.push([mid + w, y]);
  }
  const rfill = s.linear(
    [
      { o: 0, c: lighten(paint(m, C.turquoise), 0.3) },
      { o: 1, c: paint(m, C.turquoiseDeep) },
    ],
    0,
    hz,
    0,
    1000,
    true,
  );
  s.add(`<rect x="-10" y="${f(hz + 25)}" width="1620" height="${f(1010 - hz)}" fill="${paint(m, C.leaf, 0.35)}"/>`);
  s.add(`<polygon points="${pts([...river, ...riverR.reverse()])}" fill="${rfill}"/>`);
  let bank = '';
  let bankHi = '';
  for (let i = 0; i < 260; i++) {
    const t = Math.pow(r.next(), 0.9);
    const y = lerp(hz + 35, 1010, t);
    const mid = vx + Math.sin(t * 5 + 1) * 120 * t;
    const w = lerp(8, 320, Math.pow(t, 1.3));
    const rad = 4 + t * 22;
    const x = mid + r.sign() * (w + rad * 0.6 + r.range(0, 40 + 320 * t));
    bank += circlePath(x, y, rad);
    if (r.chance(0.4)) bankHi += circlePath(x - rad * 0.3, y - rad * 0.3, rad * 0.45);
  }
  s.add(
    `<path d="${bank}" fill="${paint(m, C.leafDark, 0.3)}"/><path d="${bankHi}" fill="${paint(m, C.lime, 0.3)}" opacity="0.5"/>`,
  );
  let wv = '';
  for (let i = 0; i < 40; i++) {
    const t = Math.pow(r.next(), 0.8);
    const y = lerp(hz + 60, 1000, t);
    const mid = vx + Math.sin(t * 5 + 1) * 120 * t;
    const w = lerp(8, 320, Math.pow(t, 1.3));
    const x = mid + r.range(-w * 0.8, w * 0.6);
    const len = 10 + t * 60;
    wv += `M${f(x)},${f(y)}q${f(len / 4)},${f(-3 - t * 5)} ${f(len / 2)},0t${f(len / 2)},0`;
  }
  s.add(`<path d="${wv}" stroke="#eafffb" stroke-width="2.5" fill="none" opacity="0.45"/>`);
  // boat with wake
  const bt = r.range(0.55, 0.8);
  const by = lerp(hz + 30, 1010, bt);
  const bmid = vx + Math.sin(bt * 5 + 1) * 120 * bt;
  const bs = 0.4 + bt * 0.9;
  s.add(
    `<g transform="translate(${f(bmid)} ${f(by)}) scale(${f(bs)})"><path d="M-30,40L0,6L30,40" stroke="#fff" stroke-width="3" fill="none" opacity="0.6"/><path d="M-22,4H22L16,16H-16Z" fill="${paint(m, C.cream)}"/><path d="M-18,4h36v-12h-36Z" fill="${paint(m, C.marigold)}"/><path d="M-16,-8h32v-4h-32Z" fill="${paint(m, C.terracottaDark)}"/></g>`,
  );
  // canyon walls, far to near
  const layers = 4;
  const rock = [C.terracotta, C.adobe, C.clay, C.terracottaDark];
  for (let k = 0; k < layers; k++) {
    const t = k / (layers - 1);
    const depth = 0.55 * (1 - t);
    const topY = lerp(hz - 10, 60, Math.pow(t, 0.9)) + r.range(-20, 20);
    const bottomY = lerp(hz + 60, 1010, Math.pow(t, 1.1));
    const gap = lerp(40, 340, Math.pow(t, 1.2));
    for (const side of [-1, 1] as const) {
      const innerBottom = vx + Math.sin(Math.pow(t, 1.1) * 5 + 1) * 120 * t + side * (gap + 40);
      const innerTop = innerBottom + side * lerp(30, 260, t);
      const outer = side === -1 ? -20 : 1620;
      const steps: Pt[] = [];
      const n = 4;
      for (let i = 0; i <= n; i++) {
        const u = i / n;
        const y = lerp(topY, bottomY, u);
        const x = lerp(innerTop, innerBottom, u) + side * r.range(0, 40) * (i > 0 && i < n ? 1 : 0);
        steps.push([x, y]);
        if (i < n) steps.push([x + side * r.range(10, 40) * t, y + ((bottomY - topY) / n) * r.range(0.2, 0.4)]);
      }
      const outline = [[outer, topY + r.range(-15, 15)] as Pt, ...steps, [outer, bottomY + 10] as Pt];
      const shape = `<polygon points="${pts(outline)}"/>`;
      const base = paint(m, rock[(k + (side === 1 ? 1 : 0)) % rock.length] as string, depth);
      const clip = s.clip(shape);
      s.add(`<polygon points="${pts(outline)}" fill="${base}"/>`);
      // strata
      let bands = '';
      for (let y = topY; y < bottomY; y += r.range(12, 34) * (0.4 + t)) {
        const h = r.range(4, 12) * (0.4 + t);
        bands += `M-20,${f(y)}Q800,${f(y + r.range(-10, 10))} 1620,${f(y + r.range(-6, 6))}v${f(h)}Q800,${f(y + h)} -20,${f(y + h)}Z`;
      }
      s.add(`<g clip-path="${clip}"><path d="${bands}" fill="${darken(base, 0.18)}" opacity="0.55"/>`);
      // inner face shade
      const lit = side === -1;
      s.add(
        `<polygon points="${pts([...steps, [innerBottom - side * 140 * (0.3 + t), bottomY + 10], [innerTop - side * 140 * (0.3 + t), topY]])}" fill="${lit ? '#fff3d0' : '#1b1020'}" opacity="${lit ? 0.12 : 0.25}"/></g>`,
      );
      // greenery on ledges and rims
      let g = '';
      for (const [x, y] of steps) if (r.chance(0.6)) g += circlePath(x + side * r.range(-20, 10), y, r.range(5, 14) * (0.4 + t));
      for (let i = 0; i < 10; i++) {
        const x = lerp(outer, innerTop, r.next());
        g += circlePath(x, topY + r.range(-4, 6), r.range(6, 16) * (0.4 + t));
      }
      s.add(`<path d="${g}" fill="${paint(m, C.leaf, depth)}"/>`);
    }
  }
  vignette(c);
}

function house(c: Ctx, x: number, base: number, w: number, h: number, color: string, depth: number, detail: number): void {
  const { s, r, m } = c;
  const wall = paint(m, color, depth);
  s.add(`<rect x="${f(x)}" y="${f(base - h)}" width="${f(w)}" height="${f(h + 220)}" fill="${wall}"/>`);
  s.add(
    `<rect x="${f(x + w * 0.82)}" y="${f(base - h)}" width="${f(w * 0.18)}" height="${f(h + 220)}" fill="#1b1020" opacity="0.12"/>`,
  );
  if (r.chance(0.3)) {
    s.add(
      `<polygon points="${pts([
        [x - 4, base - h],
        [x + w * 0.5, base - h - w * 0.22],
        [x + w + 4, base - h],
      ])}" fill="${paint(m, C.terracottaDark, depth)}"/>`,
    );
  } else {
    s.add(
      `<rect x="${f(x - 2)}" y="${f(base - h)}" width="${f(w + 4)}" height="${f(Math.max(3, h * 0.07))}" fill="${lighten(wall, 0.3)}"/>`,
    );
  }
  if (detail < 0.15) return;
  const win = m.night ? '#ffcf6b' : darken(wall, 0.55);
  const cols = Math.max(1, Math.floor(w / (30 * detail + 10)));
  const rows = Math.max(1, Math.floor((h * 0.75) / (44 * detail + 8)));
  const ww = Math.min(18 * detail + 3, (w / cols) * 0.45);
  const wh = ww * 1.5;
  let d = '';
  for (let i = 0; i < cols; i++) {
    for (let j = 0; j < rows; j++) {
      if (m.night ? r.chance(0.35) : r.chance(0.1)) continue;
      const wx = x + ((i + 0.5) / cols) * w - ww / 2;
      const wy = base - h + h * 0.18 + j * (wh * 1.8);
      if (wy + wh > base) continue;
      d += `M${f(wx)},${f(wy)}h${f(ww)}v${f(wh)}h${f(-ww)}Z`;
    }
  }
  if (m.night) s.add(`<path d="${d}" fill="#ffb347" opacity="0.35" stroke="#ffb347" stroke-width="5"/>`);
  s.add(`<path d="${d}" fill="${win}"/>`);
  if (detail > 0.6 && !m.night) s.add(`<path d="${d}" fill="none" stroke="${lighten(wall, 0.55)}" stroke-width="2.5"/>`);
}

function sceneCity(c: Ctx): void {
  const { s, r, m } = c;
  const hz = 420;
  const cx = r.range(600, 1000);
  sky(c, { horizon: hz, sunX: r.range(250, 1350), birds: r.int(0, 4), clouds: r.int(1, 3) });
  const hill = wave(r, hz - 40, 60, 1.2);
  s.add(`<path d="${profilePath(hill)}" fill="${paint(m, '#8fa866', 0.45)}"/>`);
  // houses dotted on the far hills
  let dots = '';
  for (let i = 0; i < 160; i++) {
    const x = r.range(0, 1600);
    const y = hill(x) + r.range(10, 120);
    dots += `<rect x="${f(x)}" y="${f(y)}" width="${f(r.range(8, 16))}" height="${f(r.range(6, 11))}" fill="${paint(m, r.pick(BRIGHTS), 0.5)}"/>`;
  }
  s.add(dots);
  const rows = 6;
  const churchRow = 3;
  for (let k = 0; k < rows; k++) {
    const t = k / (rows - 1);
    const sc = lerp(0.45, 1.25, t);
    const rowY = lerp(hz + 60, 1000, Math.pow(t, 1.05));
    const depth = lerp(0.4, 0, t);
    const valley = (x: number): number => rowY - 110 * Math.pow((x - cx) / 800, 2) * (1 - t * 0.5);
    let x = -20 - r.range(0, 60) * sc;
    while (x < 1620) {
      const w = r.range(60, 120) * sc;
      const h = r.range(55, 110) * sc;
      house(c, x, valley(x + w / 2), w, h, r.pick(BRIGHTS.concat([C.cream, C.ochre, C.rosa])), depth, sc * 0.8);
      x += w * r.range(0.85, 1);
    }
    if (k === churchRow) {
      // basilica: ochre facade, bell tower, red dome
      const bx = cx + r.range(-160, 160);
      const by = valley(bx) - 10 * sc;
      const bw = 170 * sc;
      const col = paint(m, C.marigold, depth);
      const dome = paint(m, C.terracotta, depth);
      const trim = lighten(col, 0.45);
      s.add(`<rect x="${f(bx - bw / 2)}" y="${f(by - 150 * sc)}" width="${f(bw)}" height="${f(170 * sc)}" fill="${col}"/>`);
      s.add(
        `<path d="M${f(bx + bw * 0.05)},${f(by - 150 * sc)}a${f(bw * 0.3)},${f(bw * 0.34)} 0 0,1 ${f(bw * 0.6)},0Z" fill="${dome}"/>`,
      );
      s.add(
        `<rect x="${f(bx + bw * 0.33)}" y="${f(by - 150 * sc - bw * 0.5)}" width="${f(bw * 0.04)}" height="${f(bw * 0.18)}" fill="${trim}"/>`,
      );
      // tower
      const tx = bx - bw / 2 - 10 * sc;
      const tw = 60 * sc;
      s.add(`<rect x="${f(tx)}" y="${f(by - 260 * sc)}" width="${f(tw)}" height="${f(280 * sc)}" fill="${col}"/>`);
      s.add(
        `<path d="${archPath(tx + tw * 0.25, by - 200 * sc, tw * 0.5, 40 * sc)}${archPath(tx + tw * 0.25, by - 140 * sc, tw * 0.5, 35 * sc)}" fill="${darken(col, 0.6)}"/>`,
      );
      s.add(
        `<path d="M${f(tx - 4)},${f(by - 260 * sc)}h${f(tw + 8)}l${f(-tw * 0.3)},${f(-40 * sc)}h${f(-tw * 0.4 + 8)}Z" fill="${dome}"/>`,
      );
      s.add(
        `<path d="M${f(tx + tw / 2)},${f(by - 300 * sc)}v${f(-26 * sc)}M${f(tx + tw / 2 - 9 * sc)},${f(by - 316 * sc)}h${f(18 * sc)}" stroke="${trim}" stroke-width="${f(4 * sc)}"/>`,
      );
      s.add(`<path d="${archPath(bx - bw * 0.12, by + 20 * sc, bw * 0.24, 70 * sc)}" fill="${darken(col, 0.55)}"/>`);
      s.add(`<path d="${circlePath(bx, by - 105 * sc, 12 * sc)}" fill="${trim}"/>`);
      s.add(`<rect x="${f(bx - bw / 2)}" y="${f(by - 150 * sc)}" width="${f(bw)}" height="${f(8 * sc)}" fill="${trim}"/>`);
    }
  }
  papelPicado(c, r.range(-10, 20), r.range(40, 90));
  vignette(c);
}

function volcano(c: Ctx, cx: number, base: number, h: number, w: number, depth: number): void {
  const { s, r, m } = c;
  const tw = w * 0.07;
  const body = paint(m, '#7d6a8a', depth);
  const d = `M${f(cx - w)},${f(base)}C${f(cx - w * 0.45)},${f(base - h * 0.15)} ${f(cx - tw * 2.4)},${f(base - h * 0.8)} ${f(cx - tw)},${f(base - h)}L${f(cx + tw)},${f(base - h)}C${f(cx + tw * 2.4)},${f(base - h * 0.8)} ${f(cx + w * 0.45)},${f(base - h * 0.15)} ${f(cx + w)},${f(base)}Z`;
  const clip = s.clip(`<path d="${d}"/>`);
  s.add(`<path d="${d}" fill="${body}"/>`);
  s.add(`<g clip-path="${clip}">`);
  // snow cap with drips
  const snowY = base - h * r.range(0.62, 0.72);
  let snow = `M${f(cx - w)},${f(base - h - 10)}H${f(cx + w)}V${f(snowY)}`;
  const n = 14;
  for (let i = n; i >= 0; i--) {
    const x = cx - w * 0.5 + (i / n) * w;
    const y = snowY + (i % 2 === 0 ? r.range(10, 40) : r.range(-10, 5)) * (1 + Math.abs(i - n / 2) / n);
    snow += `L${f(x)},${f(y)}`;
  }
  snow += `L${f(cx - w)},${f(snowY)}Z`;
  s.add(`<path d="${snow}" fill="${paint(m, '#f8f4ff', depth * 0.6)}"/>`);
  // ravines
  let rav = '';
  for (let i = 0; i < 7; i++) {
    const x = cx + r.range(-w * 0.5, w * 0.5);
    rav += `M${f(cx + (x - cx) * 0.15)},${f(base - h * 0.95)}Q${f(x)},${f(base - h * 0.5)} ${f(cx + (x - cx) * 2)},${f(base)}`;
  }
  s.add(`<path d="${rav}" fill="none" stroke="#1b1020" stroke-width="3" opacity="0.12"/>`);
  s.add(
    `<polygon points="${pts([
      [cx + tw * 0.2, base - h],
      [cx + w * 1.1, base - h],
      [cx + w * 1.1, base],
      [cx + w * 0.12, base],
    ])}" fill="#1b1020" opacity="0.22"/></g>`,
  );
}

function sceneMountains(c: Ctx): void {
  const { s, r, m } = c;
  const hz = r.range(600, 640);
  sky(c, { horizon: hz, sunX: r.range(250, 1350), birds: r.int(0, 4) });
  const vx = r.range(450, 1150);
  volcano(c, vx + r.sign() * r.range(380, 520), hz + 20, r.range(260, 320), r.range(420, 520), 0.45);
  volcano(c, vx, hz + 20, r.range(380, 460), r.range(480, 600), 0.3);
  // mid ridges with pine forests
  const ridge1 = wave(r, hz + 10, 30, 1.5);
  s.add(`<path d="${profilePath(ridge1)}" fill="${paint(m, '#4f7a78', 0.5)}"/>`);
  const ridge2 = wave(r, hz + 70, 35, 1.2);
  const fc = paint(m, '#2f5d50', 0.25);
  s.add(`<path d="${profilePath(ridge2)}" fill="${fc}"/>`);
  let trees = '';
  for (let x = -20; x < 1620; x += r.range(14, 26)) trees += pine(x, ridge2(x) + 8, r.range(40, 75), fc, darken(fc, 0.2));
  s.add(trees);
  // meadow
  const meadowFn = wave(r, hz + 170, 30, 0.8);
  const meadow = s.linear(
    [
      { o: 0, c: paint(m, '#9cc45a') },
      { o: 1, c: paint(m, '#5f9a3e') },
    ],
    0,
    hz + 140,
    0,
    1000,
    true,
  );
  s.add(`<path d="${profilePath(meadowFn)}" fill="${meadow}"/>`);
  // cempasúchil and magenta wildflowers
  let fl1 = '';
  let fl2 = '';
  for (let i = 0; i < 220; i++) {
    const x = r.range(0, 1600);
    const y = r.range(meadowFn(x) + 12, 1000);
    const rad = 2 + ((y - hz) / 400) * 7;
    if (r.chance(0.65)) fl1 += circlePath(x, y, rad);
    else fl2 += circlePath(x, y, rad * 0.8);
  }
  s.add(`<path d="${fl1}" fill="${paint(m, C.marigold)}"/><path d="${fl2}" fill="${paint(m, C.magenta)}"/>`);
  // near pines
  const nc = paint(m, '#24503f');
  for (let i = 0; i < r.int(3, 5); i++) {
    const x = r.chance(0.5) ? r.range(-30, 350) : r.range(1250, 1630);
    s.add(pine(x, r.range(980, 1020), r.range(300, 460), nc, darken(nc, 0.25)));
  }
  vignette(c);
}

function sceneDesert(c: Ctx): void {
  const { s, r, m } = c;
  const hz = r.range(600, 650);
  const sunX = r.range(300, 1300);
  sky(c, { horizon: hz, sunX, birds: r.int(1, 3), clouds: r.int(0, 2) });
  // mesas
  for (let layer = 0; layer < 2; layer++) {
    const depth = layer === 0 ? 0.6 : 0.35;
    let x = r.range(-200, 0);
    while (x < 1600) {
      const w = r.range(180, 420);
      const h = r.range(60, 150) * (layer === 0 ? 0.8 : 1.1);
      const top = hz + 10 - h + layer * 20;
      const col = paint(m, layer === 0 ? C.adobe : C.terracotta, depth);
      if (r.chance(0.75)) {
        const d = `M${f(x)},${f(hz + 90)}L${f(x + w * 0.03)},${f(hz + 30)}C${f(x + w * 0.1)},${f(top + h * 0.3)} ${f(x + w * 0.12)},${f(top + 8)} ${f(x + w * 0.2)},${f(top)}H${f(x + w * 0.78)}C${f(x + w * 0.86)},${f(top + 8)} ${f(x + w * 0.9)},${f(top + h * 0.3)} ${f(x + w * 0.97)},${f(hz + 30)}L${f(x + w)},${f(hz + 90)}Z`;
        s.add(`<path d="${d}" fill="${col}"/>`);
        s.add(
          `<path d="M${f(x + w * 0.2)},${f(top + h * 0.25)}H${f(x + w * 0.82)}M${f(x + w * 0.14)},${f(top + h * 0.5)}H${f(x + w * 0.87)}" stroke="${darken(col, 0.15)}" stroke-width="${f(5 - layer)}"/>`,
        );
        s.add(
          `<path d="M${f(x + w * 0.6)},${f(top)}H${f(x + w * 0.78)}C${f(x + w * 0.86)},${f(top + 8)} ${f(x + w * 0.9)},${f(top + h * 0.3)} ${f(x + w)},${f(hz + 30)}H${f(x + w * 0.7)}Z" fill="#1b1020" opacity="0.15"/>`,
        );
      }
      x += w * r.range(0.9, 1.4);
    }
  }
  // dunes
  const dunes = [
    { fn: wave(r, hz + 30, 14, 1.5), c: '#e3a86b', d: 0.3 },
    { fn: wave(r, hz + 120, 35, 1), c: '#e9b97a', d: 0.15 },
    { fn: wave(r, hz + 240, 40, 0.8), c: '#d98e5f', d: 0 },
  ];
  for (const dn of dunes) {
    const col = paint(m, dn.c, dn.d);
    s.add(`<path d="${profilePath(dn.fn)}" fill="${col}"/>`);
    let lines = '';
    for (let i = 0; i < 8; i++) {
      const x = r.range(0, 1500);
      const y = dn.fn(x) + r.range(20, 90);
      lines += `M${f(x)},${f(y)}q60,-10 120,0`;
    }
    s.add(`<path d="${lines}" stroke="${darken(col, 0.12)}" stroke-width="3" fill="none" opacity="0.5"/>`);
  }
  // cacti
  const far = r.int(3, 5);
  for (let i = 0; i < far; i++) {
    const x = r.range(100, 1500);
    saguaro(c, x, (dunes[1] as { fn: Profile }).fn(x) + r.range(10, 40), r.range(70, 130), 0.2);
  }
  let rocks = '';
  for (let i = 0; i < 10; i++) {
    const x = r.range(0, 1600);
    const y = r.range(hz + 200, 1000);
    const rr = 6 + ((y - hz) / 400) * 18;
    rocks += `M${f(x - rr)},${f(y)}Q${f(x - rr * 0.8)},${f(y - rr)} ${f(x)},${f(y - rr)}Q${f(x + rr)},${f(y - rr)} ${f(x + rr * 1.2)},${f(y)}Z`;
  }
  s.add(`<path d="${rocks}" fill="${paint(m, '#9a6a4f')}"/>`);
  const near = r.int(1, 2);
  for (let i = 0; i < near; i++) {
    const x = i === 0 ? r.range(120, 450) : r.range(1150, 1480);
    saguaro(c, x, r.range(930, 990), r.range(380, 520), 0);
  }
  nopal(c, r.range(600, 1000), r.range(950, 990), r.range(120, 170));
  const agC = paint(m, '#6fa8a0');
  for (let i = 0; i < 3; i++) s.add(agavePlant(r.range(0, 1600), r.range(820, 990), r.range(40, 70), agC, 9));
  vignette(c);
}

function leaf(x: number, y: number, angle: number, len: number, width: number, color: string): string {
  const vein = darken(color, 0.3);
  // the outline is the cubic (0,0) → (1.3w,-.25L) → (w,-.8L) → (0,-L); veins end just inside it
  const edge = (u: number): Pt => {
    const a = 3 * (1 - u) * (1 - u) * u;
    const b = 3 * (1 - u) * u * u;
    return [a * width * 1.3 + b * width, -(a * len * 0.25 + b * len * 0.8 + u * u * u * len)];
  };
  let veins = '';
  for (let i = 1; i < 9; i++) {
    const [ex, ey] = edge(i / 10);
    const sy = ey + len * 0.09;
    veins += `M0,${f(sy)}L${f(ex * 0.82)},${f(ey)}M0,${f(sy)}L${f(-ex * 0.82)},${f(ey)}`;
  }
  return `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})"><path d="M0,0C${f(width * 1.3)},${f(-len * 0.25)} ${f(width)},${f(-len * 0.8)} 0,${f(-len)}C${f(-width)},${f(-len * 0.8)} ${f(-width * 1.3)},${f(-len * 0.25)} 0,0Z" fill="${color}"/><path d="M${f(width * 0.05)},0C${f(width * 1.2)},${f(-len * 0.25)} ${f(width * 0.9)},${f(-len * 0.8)} 0,${f(-len)}L0,0Z" fill="#1b1020" opacity="0.12"/><path d="M0,10L0,${f(-len * 0.96)}${veins}" stroke="${vein}" stroke-width="3" fill="none" opacity="0.55"/></g>`;
}

function sceneJungle(c: Ctx): void {
  const { s, r, m } = c;
  const hz = r.range(400, 440);
  sky(c, { horizon: hz, sunX: r.range(300, 1300), birds: r.int(0, 3), clouds: r.int(1, 3) });
  canopy(c, wave(r, hz - 70, 50, 1.5), 40, paint(m, C.jade, 0.62));
  canopy(c, wave(r, hz - 10, 40, 2), 44, paint(m, C.jade, 0.45));
  // Tamul-style cliff with a ledge and waterfalls
  const wx = r.range(600, 1000);
  const cliffTop = hz + r.range(0, 30);
  const cliffBot = 760;
  const cw = r.range(380, 480);
  const cliff = paint(m, C.adobe, 0.2);
  const outline = `M${f(wx - cw / 2 - 90)},${f(cliffBot + 20)}L${f(wx - cw / 2 - 30)},${f(cliffTop + 120)}L${f(wx - cw / 2)},${f(cliffTop)}H${f(wx + cw / 2)}L${f(wx + cw / 2 + 25)},${f(cliffTop + 140)}L${f(wx + cw / 2 + 100)},${f(cliffBot + 20)}Z`;
  s.add(`<path d="${outline}" fill="${cliff}"/>`);
  const clip = s.clip(`<path d="${outline}"/>`);
  let bands = '';
  for (let y = cliffTop + 30; y < cliffBot; y += r.range(35, 70)) {
    bands += `M-10,${f(y)}H1610v${f(r.range(6, 14))}H-10Z`;
  }
  let cracks = '';
  for (let i = 0; i < 14; i++) {
    const x = wx + r.range(-cw / 2 - 40, cw / 2 + 40);
    const y = r.range(cliffTop + 20, cliffBot);
    cracks += `M${f(x)},${f(y)}l${f(r.range(-8, 8))},${f(r.range(30, 80))}`;
  }
  s.add(
    `<g clip-path="${clip}"><path d="${bands}" fill="${darken(cliff, 0.18)}" opacity="0.6"/><path d="${cracks}" stroke="${darken(cliff, 0.35)}" stroke-width="4" opacity="0.6"/><rect x="${f(wx + cw * 0.2)}" y="0" width="600" height="1000" fill="#1b1020" opacity="0.15"/></g>`,
  );
  // falls
  const streams = r.int(2, 4);
  const fall = s.linear(
    [
      { o: 0, c: '#ffffff' },
      { o: 0.7, c: '#e4fbf8' },
      { o: 1, c: '#9fe7df' },
    ],
    0,
    0,
    0,
    1,
  );
  let streaks = '';
  let lips = '';
  for (let i = 0; i < streams; i++) {
    const sx = wx + (i - (streams - 1) / 2) * (cw / streams) * 0.95 + r.range(-12, 12);
    const sw = r.range(38, (cw / streams) * 0.7);
    s.add(
      `<path d="M${f(sx - sw / 2)},${f(cliffTop - 4)}C${f(sx - sw / 2)},${f(cliffTop + 30)} ${f(sx - sw / 2 - 10)},${f(cliffTop + 60)} ${f(sx - sw / 2 - 16)},${f(cliffBot + 30)}H${f(sx + sw / 2 + 16)}C${f(sx + sw / 2 + 10)},${f(cliffTop + 60)} ${f(sx + sw / 2)},${f(cliffTop + 30)} ${f(sx + sw / 2)},${f(cliffTop - 4)}Z" fill="${fall}"/>`,
    );
    lips += `<ellipse cx="${f(sx)}" cy="${f(cliffTop)}" rx="${f(sw / 2 + 6)}" ry="9"/>`;
    for (let k = 0; k < 4 + sw / 12; k++) {
      const xx = sx + r.range(-sw / 2, sw / 2);
      streaks += `M${f(xx)},${f(cliffTop + r.range(10, 80))}V${f(cliffBot + r.range(-60, 10))}`;
    }
  }
  s.add(`<g fill="#f2fffd">${lips}</g>`);
  s.add(`<path d="${streaks}" stroke="${C.lagoon}" stroke-width="3" opacity="0.4" stroke-linecap="round"/>`);
  // jungle crowning the cliff and filling both flanks
  canopy(
    c,
    (x) => cliffTop + 4 + Math.sin(x / 23) * 5,
    18,
    paint(m, C.leaf, 0.15),
    cliffTop + 26,
    wx - cw / 2 - 20,
    wx + cw / 2 + 20,
  );
  const flankL = wave(r, hz + 90, 30, 2);
  const flankR = wave(r, hz + 90, 30, 2);
  canopy(c, flankL, 42, paint(m, C.leafDark, 0.12), 820, -60, wx - cw / 2 - 10);
  canopy(c, flankR, 42, paint(m, C.leafDark, 0.12), 820, wx + cw / 2 + 30, 1680);
  const trunk = paint(m, C.woodDark, 0.1);
  for (let i = 0; i < r.int(2, 4); i++) {
    const left = r.chance(0.5);
    const tx = left ? r.range(40, wx - cw / 2 - 120) : r.range(wx + cw / 2 + 120, 1560);
    const ty = (left ? flankL(tx) : flankR(tx)) + 30;
    const th = r.range(120, 220);
    const col = paint(m, r.pick([C.leaf, C.jade, '#4b9a52']), 0.1);
    s.add(
      `<path d="M${f(tx)},${f(ty)}V${f(ty - th)}" stroke="${trunk}" stroke-width="8"/><path d="${circlePath(tx, ty - th, 46)}${circlePath(tx - 40, ty - th + 20, 32)}${circlePath(tx + 42, ty - th + 16, 34)}" fill="${col}"/><path d="${circlePath(tx - 12, ty - th - 16, 20)}" fill="#fff" opacity="0.1"/>`,
    );
  }
  // turquoise pool
  water(c, cliffBot + 20, 1000, null, [paint(m, '#56d6c8'), paint(m, '#0f7d83')]);
  const mist = s.blur(16);
  let md = '';
  for (let i = 0; i < 14; i++) md += circlePath(wx + r.range(-cw / 2, cw / 2), cliffBot + r.range(0, 40), r.range(30, 60));
  s.add(`<path d="${md}" fill="#ffffff" opacity="0.65" filter="${mist}"/>`);
  let rocks = '';
  for (let i = 0; i < 4; i++) {
    const x = r.range(250, 1350);
    const y = r.range(840, 930);
    const w = r.range(40, 90);
    rocks += `M${f(x - w)},${f(y)}Q${f(x - w * 0.7)},${f(y - w * 0.6)} ${f(x)},${f(y - w * 0.55)}Q${f(x + w * 0.8)},${f(y - w * 0.5)} ${f(x + w)},${f(y)}Z`;
  }
  s.add(`<path d="${rocks}" fill="${paint(m, '#6a4a3a')}"/>`);
  // framing leaves
  const lc = [paint(m, C.leafDark), paint(m, C.leaf), paint(m, '#2d7a4f'), paint(m, C.jadeDark)];
  let leaves = '';
  for (let i = 0; i < 6; i++)
    leaves += leaf(r.range(-40, 200), r.range(960, 1080), r.range(15, 75), r.range(260, 420), r.range(60, 95), r.pick(lc));
  for (let i = 0; i < 6; i++)
    leaves += leaf(r.range(1400, 1640), r.range(960, 1080), r.range(-75, -15), r.range(260, 420), r.range(60, 95), r.pick(lc));
  for (let i = 0; i < 4; i++)
    leaves += leaf(r.range(-60, 100), r.range(-60, 60), r.range(115, 160), r.range(220, 320), r.range(50, 80), r.pick(lc));
  for (let i = 0; i < 4; i++)
    leaves += leaf(r.range(1500, 1660), r.range(-60, 60), r.range(-160, -115), r.range(220, 320), r.range(50, 80), r.pick(lc));
  s.add(leaves);
  // butterflies
  for (let i = 0; i < r.int(2, 4); i++) {
    const bx = r.range(300, 1300);
    const by = r.range(600, 900);
    const col = paint(m, r.pick([C.marigold, C.magenta, C.turquoise, C.orange]));
    s.add(
      `<g transform="translate(${f(bx)} ${f(by)}) rotate(${f(r.range(-30, 30))})"><ellipse cx="-9" cy="-4" rx="10" ry="7" fill="${col}"/><ellipse cx="9" cy="-4" rx="10" ry="7" fill="${col}"/><ellipse cx="-6" cy="6" rx="6" ry="5" fill="${darken(col, 0.2)}"/><ellipse cx="6" cy="6" rx="6" ry="5" fill="${darken(col, 0.2)}"/><rect x="-1.5" y="-8" width="3" height="18" rx="1.5" fill="#2b1a12"/></g>`,
    );
  }
  vignette(c);
}

function trajinera(c: Ctx, x: number, y: number, sc: number, depth: number, flip: boolean): string {
  const { r, m } = c;
  const w = 440;
  const main = paint(m, r.pick(BRIGHTS), depth);
  const second = paint(m, r.pick(BRIGHTS.filter((b) => b !== main)), depth);
  const hull = paint(m, '#5b3a2a', depth);
  let g = `<g transform="translate(${f(x)} ${f(y)}) scale(${f(flip ? -sc : sc)} ${f(sc)})">`;
  g += `<path d="M${-w / 2},-40H${w / 2}L${w / 2 - 24},0H${-w / 2 + 30}Z" fill="${hull}"/>`;
  g += `<rect x="${-w / 2 + 10}" y="-34" width="${w - 30}" height="12" fill="${main}"/>`;
  // posts and roof
  g += `<path d="M${-w / 2 + 50},-40V-150M${w / 2 - 110},-40V-150M${-w / 2 + 170},-40V-150M${w / 2 - 220},-40V-150" stroke="${darken(hull, 0.2)}" stroke-width="6"/>`;
  g += `<path d="M${-w / 2 + 30},-150H${w / 2 - 90}L${w / 2 - 100},-166H${-w / 2 + 40}Z" fill="${second}"/>`;
  g += `<rect x="${-w / 2 + 30}" y="-152" width="${w - 120}" height="6" fill="${lighten(second, 0.4)}"/>`;
  // passengers
  let heads = '';
  for (let i = 0; i < r.int(2, 5); i++) heads += circlePath(-w / 2 + 80 + i * 55 + r.range(-10, 10), -62, 11);
  g += `<path d="${heads}" fill="${darken(hull, 0.35)}"/>`;
  // painted arch on the bow with flowers
  const ax = w / 2 - 95;
  g += `<path d="${archPath(ax - 6, -36, 132, 150)}" fill="${lighten(main, 0.55)}"/>`;
  g += `<path d="${archPath(ax, -40, 120, 140)}" fill="${main}"/>`;
  g += `<path d="${archPath(ax + 14, -52, 92, 108)}" fill="${second}"/>`;
  let flowers = '';
  for (let i = 0; i <= 10; i++) {
    const a = Math.PI + (i / 10) * Math.PI;
    flowers += circlePath(ax + 60 + Math.cos(a) * 64, -120 + Math.sin(a) * 64, 9);
  }
  g += `<path d="${flowers}" fill="${paint(m, C.marigoldLight, depth)}"/>`;
  g += `<path d="${circlePath(ax + 60, -100, 12)}" fill="${paint(m, C.magenta, depth)}"/>`;
  // trajinero with pole
  g += `<path d="M${-w / 2 + 20},-40l-50,200" stroke="${paint(m, C.wood, depth)}" stroke-width="5"/>`;
  g += `<path d="M${-w / 2 + 8},-40v-60" stroke="${darken(hull, 0.3)}" stroke-width="16" stroke-linecap="round"/>${`<circle cx="${-w / 2 + 8}" cy="-112" r="11" fill="${darken(hull, 0.3)}"/>`}`;
  g += '</g>';
  return g;
}

function sceneLake(c: Ctx): void {
  const { s, r, m } = c;
  const hz = r.range(500, 540);
  const { sunX } = sky(c, { horizon: hz, sunX: r.range(300, 1300), birds: r.int(1, 4) });
  // ahuejote trees on the far chinampas, with reflections
  const treeC = paint(m, '#2f6e4a', 0.35);
  const treeL = paint(m, '#4f8f52', 0.35);
  let trees = '';
  for (let x = -20; x < 1640; x += r.range(22, 46)) {
    const h = r.range(90, 190);
    trees += `<ellipse cx="${f(x)}" cy="${f(hz - h / 2 + 10)}" rx="${f(h * 0.11)}" ry="${f(h / 2)}" fill="${r.chance(0.5) ? treeC : treeL}"/>`;
  }
  let bushes = '';
  for (let x = -20; x < 1640; x += r.range(20, 40)) bushes += circlePath(x, hz - 6, r.range(10, 22));
  const bank = `<path d="${bushes}" fill="${treeC}"/><rect x="-10" y="${f(hz - 8)}" width="1620" height="10" fill="${treeC}"/>`;
  s.add(`<g>${trees}${bank}</g>`);
  const lakeTop = hz + 2;
  water(c, lakeTop, 1000, sunX, [paint(m, '#5cb8a0'), paint(m, '#1d5e5a')]);
  s.add(`<g opacity="0.3" transform="translate(0 ${f(2 * lakeTop)}) scale(1 -1)">${trees}${bank}</g>`);
  // flowering chinampa bank on one side
  const side = r.sign();
  const bx = side === 1 ? 1600 : 0;
  s.add(
    `<path d="M${bx},${f(hz + 60)}C${f(bx - side * 200)},${f(hz + 80)} ${f(bx - side * 300)},${f(hz + 200)} ${f(bx - side * 260)},${f(hz + 260)}L${bx},${f(hz + 280)}Z" fill="${paint(m, C.leaf, 0.1)}"/>`,
  );
  let fl = '';
  for (let i = 0; i < 40; i++) {
    const x = bx - side * r.range(10, 240);
    const y = r.range(hz + 80, hz + 260);
    fl += circlePath(x, y, r.range(5, 9));
  }
  s.add(`<path d="${fl}" fill="${paint(m, C.marigold)}"/>`);
  // boats
  const n = r.int(2, 3);
  const reflections: string[] = [];
  const boats: string[] = [];
  const lane = r.chance(0.5) ? 0 : 1;
  for (let i = 0; i < n; i++) {
    const t = (i + 1) / (n + 0.5);
    const y = lerp(hz + 70, 940, t);
    const sc = lerp(0.35, 1.1, t);
    const x = (i + lane) % 2 === 0 ? r.range(250, 650) : r.range(950, 1350);
    const depth = (1 - t) * 0.35;
    const boat = trajinera(c, x, y, sc, depth, r.chance(0.5));
    reflections.push(`<g opacity="0.3" transform="translate(0 ${f(2 * y)}) scale(1 -1)">${boat}</g>`);
    boats.push(boat);
  }
  s.add(reflections.join('') + boats.join(''));
  // lily pads
  let pads = '';
  let blooms = '';
  for (let i = 0; i < 14; i++) {
    const x = r.range(0, 1600);
    const y = r.range(860, 1000);
    const rx = r.range(20, 40);
    pads += `M${f(x)},${f(y)}L${f(x + rx)},${f(y - 3)}A${f(rx)},${f(rx * 0.35)} 0 1,1 ${f(x + rx)},${f(y + 3)}Z`;
    if (r.chance(0.35)) blooms += circlePath(x - rx * 0.2, y - 6, 7);
  }
  s.add(`<path d="${pads}" fill="${paint(m, '#4f9a4a')}"/><path d="${blooms}" fill="${paint(m, C.rosa)}"/>`);
  vignette(c);
}

function hotAirBalloon(c: Ctx, cx: number, cy: number, R: number, depth: number): void {
  const { s, r, m } = c;
  const env = `M${f(cx - R)},${f(cy)}A${f(R)},${f(R)} 0 0,1 ${f(cx + R)},${f(cy)}C${f(cx + R)},${f(cy + R * 0.6)} ${f(cx + R * 0.35)},${f(cy + R * 1.1)} ${f(cx + R * 0.28)},${f(cy + R * 1.25)}L${f(cx - R * 0.28)},${f(cy + R * 1.25)}C${f(cx - R * 0.35)},${f(cy + R * 1.1)} ${f(cx - R)},${f(cy + R * 0.6)} ${f(cx - R)},${f(cy)}Z`;
  const clip = s.clip(`<path d="${env}"/>`);
  const palette = [r.pick(BRIGHTS), r.pick(BRIGHTS), r.pick([C.cream, C.marigoldLight, C.turquoise])];
  const gores = r.int(5, 8);
  let g = `<g clip-path="${clip}">`;
  for (let k = 0; k < gores; k++) {
    const rx = R * (1 - k / gores) * 1.05;
    g += `<ellipse cx="${f(cx)}" cy="${f(cy + R * 0.15)}" rx="${f(rx)}" ry="${f(R * 1.5)}" fill="${paint(m, palette[k % palette.length] as string, depth)}"/>`;
  }
  if (r.chance(0.6))
    g += `<rect x="${f(cx - R)}" y="${f(cy + R * 0.35)}" width="${f(2 * R)}" height="${f(R * 0.16)}" fill="${paint(m, r.pick(BRIGHTS), depth)}"/>`;
  const shade = s.linear(
    [
      { o: 0, c: '#ffffff', a: 0.22 },
      { o: 0.45, c: '#ffffff', a: 0 },
      { o: 1, c: '#1b1020', a: 0.35 },
    ],
    0,
    0,
    1,
    0,
  );
  g += `<rect x="${f(cx - R)}" y="${f(cy - R)}" width="${f(2 * R)}" height="${f(R * 2.3)}" fill="${shade}"/></g>`;
  s.add(g);
  const rope = paint(m, '#4a3526', depth);
  s.add(
    `<rect x="${f(cx - R * 0.28)}" y="${f(cy + R * 1.22)}" width="${f(R * 0.56)}" height="${f(R * 0.1)}" fill="${darken(paint(m, palette[0] as string, depth), 0.3)}"/>`,
  );
  s.add(
    `<path d="M${f(cx - R * 0.26)},${f(cy + R * 1.32)}L${f(cx - R * 0.14)},${f(cy + R * 1.55)}M${f(cx + R * 0.26)},${f(cy + R * 1.32)}L${f(cx + R * 0.14)},${f(cy + R * 1.55)}" stroke="${rope}" stroke-width="${f(Math.max(1, R * 0.02))}"/>`,
  );
  s.add(
    `<rect x="${f(cx - R * 0.15)}" y="${f(cy + R * 1.55)}" width="${f(R * 0.3)}" height="${f(R * 0.2)}" rx="${f(R * 0.03)}" fill="${paint(m, C.wood, depth)}"/>`,
  );
}

function sceneBalloon(c: Ctx): void {
  const { s, r, m } = c;
  const hz = r.range(640, 690);
  sky(c, { horizon: hz, sunX: r.range(300, 1300), clouds: r.int(1, 3) });
  s.add(`<path d="${profilePath(wave(r, hz - 50, 40, 1.2), hz + 40)}" fill="${paint(m, '#8a7aa8', 0.55)}"/>`);
  // Pyramids of the Sun and the Moon on the plain
  const stepped = (x: number, w: number, h: number, tiers: number, depth: number): void => {
    const col = paint(m, '#9b7b63', depth);
    let d = '';
    for (let i = 0; i < tiers; i++) {
      const w0 = w * (1 - (i / tiers) * 0.62);
      const w1 = w * (1 - ((i + 1) / tiers) * 0.62) + 6;
      const y0 = hz + 10 - (i * h) / tiers;
      const y1 = y0 - h / tiers;
      d += `M${f(x - w0 / 2)},${f(y0)}L${f(x - w1 / 2)},${f(y1 + 3)}H${f(x + w1 / 2)}L${f(x + w0 / 2)},${f(y0)}Z`;
    }
    s.add(`<path d="${d}" fill="${col}"/>`);
    s.add(
      `<path d="M${f(x)},${f(hz + 10)}L${f(x + w / 2)},${f(hz + 10)}L${f(x + w * 0.19)},${f(hz + 10 - h)}H${f(x)}Z" fill="#1b1020" opacity="0.15"/>`,
    );
  };
  const sunPx = r.range(850, 1300);
  stepped(sunPx, r.range(300, 360), r.range(85, 105), 5, 0.3);
  stepped(sunPx - r.range(450, 650), r.range(200, 240), r.range(60, 75), 4, 0.4);
  // patchwork fields with hedgerows along their edges
  const fields = [
    paint(m, '#a7b86a', 0.2),
    paint(m, '#d9b070', 0.2),
    paint(m, '#8fae5a', 0.1),
    paint(m, '#c99e62', 0.1),
    paint(m, '#7ea255'),
  ];
  let y = hz + 8;
  let i = 0;
  const edges: Profile[] = [];
  while (y < 1010) {
    const t = (y - hz) / (1000 - hz);
    const h = lerp(14, 110, t) * r.range(0.8, 1.3);
    const fn = wave(r, y, 5 + (y - hz) * 0.03, 1);
    const col = fields[(i + r.int(0, 1)) % fields.length] as string;
    s.add(`<path d="${profilePath(fn, 1010)}" fill="${col}"/>`);
    if (t > 0.15) {
      let rows = '';
      for (let k = 1; k < 5; k++) {
        const dy = (h * k) / 5;
        rows += `M-20,${f(fn(-20) + dy)}Q800,${f(fn(800) + dy + r.range(-3, 3))} 1620,${f(fn(1620) + dy)}`;
      }
      if (r.chance(0.5))
        s.add(`<path d="${rows}" fill="none" stroke="${darken(col, 0.12)}" stroke-width="${f(1 + t * 2)}" opacity="0.5"/>`);
    }
    edges.push(fn);
    y += h;
    i++;
  }
  // clumps of round trees along some field edges
  let crowns = '';
  let crownsHi = '';
  let trunks = '';
  for (const fn of edges) {
    if (!r.chance(0.6)) continue;
    const t = (fn(800) - hz) / (1000 - hz);
    let x = r.range(-50, 1500);
    for (let k = r.int(2, 6); k > 0; k--) {
      const rad = (4 + t * 22) * r.range(0.75, 1.25);
      const by = fn(x);
      trunks += `M${f(x)},${f(by)}v${f(-rad * 1.2)}`;
      crowns += circlePath(x, by - rad * 1.5, rad);
      crownsHi += circlePath(x - rad * 0.3, by - rad * 1.8, rad * 0.45);
      x += rad * r.range(1.6, 2.6);
    }
  }
  s.add(
    `<path d="${trunks}" stroke="${paint(m, C.woodDark, 0.1)}" stroke-width="3"/><path d="${crowns}" fill="${paint(m, C.leafDark, 0.12)}"/><path d="${crownsHi}" fill="${paint(m, C.lime, 0.1)}" opacity="0.45"/>`,
  );
  // balloons, far first
  const n = r.int(5, 8);
  const list: [number, number, number][] = [];
  for (let k = 0; k < n; k++) {
    let cand: [number, number, number] = [0, 0, 0];
    for (let tries = 0; tries < 12; tries++) {
      cand = [r.range(80, 1520), r.range(90, hz - 150), r.range(25, 130)];
      const [x, y, R] = cand;
      if (list.every(([ox, oy, oR]) => Math.hypot(ox - x, (oy - y) * 0.8) > (oR + R) * 1.05)) break;
    }
    list.push(cand);
  }
  list.sort((a, b) => a[2] - b[2]);
  for (const [bx, by, R] of list) hotAirBalloon(c, bx, by, R, clamp(0.5 - R / 260, 0, 0.5));
  vignette(c);
}

/** Rugged desert sierra on the horizon: jittered polyline over a gentle wave. */
function sierra(c: Ctx, base: number, amp: number, color: string): void {
  const { s, r } = c;
  const fn = wave(r, base - amp * 0.5, amp * 0.5, 2.5);
  const list: Pt[] = [[-20, base + 4]];
  for (let x = -20; x <= 1640; x += r.range(18, 40)) list.push([x, fn(x) + r.range(-amp * 0.15, amp * 0.15)]);
  list.push([1640, base + 4]);
  s.add(`<polygon points="${pts(list)}" fill="${color}"/>`);
}

function sceneWhale(c: Ctx): void {
  const { s, r, m } = c;
  const hz = r.range(480, 540);
  const { sunX } = sky(c, { horizon: hz, sunX: r.range(300, 1300), birds: r.int(2, 5) });
  sierra(c, hz, r.range(80, 130), paint(m, '#a08ab0', 0.6));
  sierra(c, hz, r.range(40, 70), paint(m, C.adobe, 0.45));
  water(c, hz, 1000, sunX, [paint(m, '#3aa8c4'), paint(m, '#0c3f6b')]);
  const cx = r.range(560, 1040);
  // panga with whale watchers, away from the whale
  const px = cx < 800 ? r.range(cx + 330, 1450) : r.range(150, cx - 330);
  const py = hz + r.range(40, 90);
  s.add(
    `<g transform="translate(${f(px)} ${f(py)}) scale(${f(r.range(0.7, 1))})"><path d="M-60,0H60L48,16H-52Z" fill="${paint(m, C.cream, 0.1)}"/><rect x="-60" y="-2" width="120" height="6" fill="${paint(m, C.turquoise, 0.1)}"/><path d="${circlePath(-30, -12, 7)}${circlePath(-8, -12, 7)}${circlePath(16, -12, 7)}${circlePath(38, -12, 7)}" fill="${paint(m, C.marigold, 0.1)}"/></g>`,
  );
  // the humpback fluke, seen from behind with its pale underside
  const wy = r.range(800, 860);
  const cy = wy - r.range(250, 300);
  const span = r.range(280, 330);
  const body = paint(m, '#334155');
  const belly = paint(m, '#dfe7ec');
  const half = (k: 1 | -1): string =>
    `C${f(cx + k * 130)},${f(cy + 125)} ${f(cx + k * span * 0.85)},${f(cy + 80)} ${f(cx + k * span)},${f(cy - 70)}` +
    `C${f(cx + k * span * 0.75)},${f(cy - 20)} ${f(cx + k * span * 0.5)},${f(cy - 12)} ${f(cx + k * span * 0.38)},${f(cy - 4)}` +
    `C${f(cx + k * span * 0.25)},${f(cy + 2)} ${f(cx + k * span * 0.12)},${f(cy - 10)} ${f(cx + k * 14)},${f(cy - 4)}`;
  const right =
    `C${f(cx + span * 0.12)},${f(cy - 10)} ${f(cx + span * 0.25)},${f(cy + 2)} ${f(cx + span * 0.38)},${f(cy - 4)}` +
    `C${f(cx + span * 0.5)},${f(cy - 12)} ${f(cx + span * 0.75)},${f(cy - 20)} ${f(cx + span)},${f(cy - 70)}` +
    `C${f(cx + span * 0.85)},${f(cy + 80)} ${f(cx + 130)},${f(cy + 125)} ${f(cx + 34)},${f(cy + 130)}`;
  const fluke =
    `M${f(cx - 52)},${f(wy)}C${f(cx - 44)},${f(wy - 60)} ${f(cx - 36)},${f(cy + 170)} ${f(cx - 34)},${f(cy + 130)}` +
    half(-1) +
    `L${f(cx)},${f(cy + 22)}L${f(cx + 14)},${f(cy - 4)}` +
    right +
    `C${f(cx + 36)},${f(cy + 170)} ${f(cx + 44)},${f(wy - 60)} ${f(cx + 52)},${f(wy)}Z`;
  const rot = r.range(-7, 7);
  const clip = s.clip(`<path d="${fluke}"/>`);
  s.add(`<g transform="rotate(${f(rot)} ${f(cx)} ${f(wy)})">`);
  s.add(`<path d="${fluke}" fill="${body}"/>`);
  let marks = '';
  for (let i = 0; i < 7; i++) {
    const sx = cx + r.range(-span * 0.6, span * 0.6);
    const sy = cy + r.range(10, 60);
    marks += `<ellipse cx="${f(sx)}" cy="${f(sy)}" rx="${f(r.range(10, 26))}" ry="${f(r.range(6, 14))}"/>`;
  }
  s.add(
    `<g clip-path="${clip}"><ellipse cx="${f(cx)}" cy="${f(cy + 40)}" rx="${f(span * 0.78)}" ry="62" fill="${belly}"/><g fill="${body}" opacity="0.85">${marks}</g><rect x="${f(cx - span)}" y="${f(cy + 75)}" width="${f(span * 2)}" height="400" fill="${body}"/><rect x="${f(cx)}" y="${f(cy - 80)}" width="${f(span + 20)}" height="600" fill="#1b1020" opacity="0.14"/></g>`,
  );
  // drips
  let drips = '';
  for (let i = 0; i < 12; i++) {
    const t = r.range(-0.95, 0.95);
    const dx = cx + t * span;
    const dy = cy + 50 + (1 - Math.abs(t)) * 70 - Math.abs(t) * 60;
    const len = r.range(20, 90);
    drips += `M${f(dx)},${f(dy)}v${f(len)}`;
    if (r.chance(0.6)) drips += `M${f(dx + r.range(-4, 4))},${f(dy + len + r.range(15, 40))}v5`;
  }
  s.add(`<path d="${drips}" stroke="#eafcff" stroke-width="3" stroke-linecap="round" opacity="0.75"/>`);
  s.add('</g>');
  // splash ring
  let splash = '';
  for (let i = 0; i < 3; i++)
    splash += `<ellipse cx="${f(cx)}" cy="${f(wy + 4 + i * 8)}" rx="${f(90 + i * 60)}" ry="${f(12 + i * 6)}"/>`;
  s.add(`<g fill="none" stroke="#ffffff" stroke-width="4" opacity="0.5">${splash}</g>`);
  let foam = '';
  for (let i = 0; i < 16; i++) foam += circlePath(cx + r.range(-95, 95), wy + r.range(-6, 8), r.range(6, 16));
  s.add(`<path d="${foam}" fill="#ffffff" opacity="0.85"/>`);
  vignette(c);
}

function facade(c: Ctx, x: number, base: number, w: number, h: number, color: string): void {
  const { s, r, m } = c;
  const wall = paint(m, color);
  const trim = paint(m, C.cream);
  const dark = m.night ? '#ffc870' : darken(wall, 0.7);
  s.add(`<rect x="${f(x)}" y="${f(base - h)}" width="${f(w)}" height="${f(h)}" fill="${wall}"/>`);
  // crest or cornice
  if (r.chance(0.35)) {
    s.add(
      `<path d="M${f(x + w * 0.3)},${f(base - h + 2)}C${f(x + w * 0.35)},${f(base - h - 30)} ${f(x + w * 0.45)},${f(base - h - 44)} ${f(x + w * 0.5)},${f(base - h - 46)}C${f(x + w * 0.55)},${f(base - h - 44)} ${f(x + w * 0.65)},${f(base - h - 30)} ${f(x + w * 0.7)},${f(base - h + 2)}Z" fill="${wall}"/>`,
    );
  }
  s.add(`<rect x="${f(x - 4)}" y="${f(base - h)}" width="${f(w + 8)}" height="16" fill="${trim}"/>`);
  s.add(`<rect x="${f(x)}" y="${f(base - h + 16)}" width="${f(w)}" height="6" fill="#1b1020" opacity="0.15"/>`);
  s.add(`<rect x="${f(x)}" y="${f(base - 44)}" width="${f(w)}" height="44" fill="${darken(wall, 0.2)}"/>`);
  s.add(`<rect x="${f(x + w - 8)}" y="${f(base - h)}" width="8" height="${f(h)}" fill="#1b1020" opacity="0.15"/>`);
  const groundTop = base - Math.min(230, h * 0.55);
  if (r.chance(0.3)) {
    // arcade (portales)
    const k = Math.max(2, Math.floor(w / 85));
    const aw = (w - 20) / k;
    let arches = '';
    for (let i = 0; i < k; i++) arches += archPath(x + 10 + i * aw + aw * 0.12, base, aw * 0.76, base - groundTop - 10);
    s.add(`<path d="${arches}" fill="${m.night ? '#5a3b2a' : darken(wall, 0.6)}"/>`);
    s.add(`<path d="${arches}" fill="none" stroke="${trim}" stroke-width="5"/>`);
    if (m.night) s.add(`<path d="${arches}" fill="#ffb347" opacity="0.35"/>`);
  } else {
    const dw = Math.min(90, w * 0.32);
    const dx = x + w * r.range(0.3, 0.5) - dw / 2;
    const dh = Math.min(190, h * 0.48);
    s.add(`<path d="${archPath(dx - 8, base, dw + 16, dh + 8)}" fill="${trim}"/>`);
    s.add(`<path d="${archPath(dx, base, dw, dh)}" fill="${paint(m, C.wood)}"/>`);
    s.add(
      `<path d="M${f(dx + dw / 2)},${f(base)}V${f(base - dh + dw / 2)}M${f(dx + 10)},${f(base - dh * 0.45)}h${f(dw - 20)}" stroke="${paint(m, C.woodDark)}" stroke-width="4"/>`,
    );
    const wx = dx + dw + (x + w - dx - dw) / 2 - 24;
    if (wx + 48 < x + w - 10) {
      s.add(`<rect x="${f(wx - 6)}" y="${f(base - dh - 6)}" width="60" height="${f(dh * 0.75 + 12)}" fill="${trim}"/>`);
      s.add(`<rect x="${f(wx)}" y="${f(base - dh)}" width="48" height="${f(dh * 0.75)}" fill="${dark}"/>`);
      s.add(
        `<path d="M${f(wx + 12)},${f(base - dh)}v${f(dh * 0.75)}M${f(wx + 24)},${f(base - dh)}v${f(dh * 0.75)}M${f(wx + 36)},${f(base - dh)}v${f(dh * 0.75)}" stroke="#2b1a12" stroke-width="3"/>`,
      );
    }
  }
  // upper floor windows with balconies and shutters
  const wins = Math.max(1, Math.floor(w / 120));
  const shutter = paint(m, r.pick([C.turquoise, C.jade, C.cobalt, C.terracottaDark]));
  for (let i = 0; i < wins; i++) {
    const cxw = x + ((i + 0.5) / wins) * w;
    const ww = 52;
    const wh = Math.min(110, groundTop - (base - h) - 60);
    if (wh < 50) continue;
    const wy = groundTop - 24;
    s.add(`<rect x="${f(cxw - ww / 2 - 22)}" y="${f(wy - wh)}" width="18" height="${f(wh)}" fill="${shutter}"/>`);
    s.add(`<rect x="${f(cxw + ww / 2 + 4)}" y="${f(wy - wh)}" width="18" height="${f(wh)}" fill="${shutter}"/>`);
    s.add(`<path d="${archPath(cxw - ww / 2 - 5, wy + 2, ww + 10, wh + 7)}" fill="${trim}"/>`);
    s.add(`<path d="${archPath(cxw - ww / 2, wy, ww, wh)}" fill="${dark}"/>`);
    let rail = `M${f(cxw - ww / 2 - 14)},${f(wy - 34)}h${f(ww + 28)}`;
    for (let k = 0; k <= 7; k++) rail += `M${f(cxw - ww / 2 - 12 + (k * (ww + 24)) / 7)},${f(wy - 34)}v34`;
    s.add(`<rect x="${f(cxw - ww / 2 - 18)}" y="${f(wy)}" width="${f(ww + 36)}" height="8" fill="${darken(trim, 0.2)}"/>`);
    s.add(`<path d="${rail}" stroke="#2b1a12" stroke-width="3" fill="none"/>`);
  }
  // bougainvillea spilling from the roof
  if (r.chance(0.5)) {
    const fromLeft = r.chance(0.5);
    const bx0 = fromLeft ? x : x + w;
    let gr = '';
    let fl = '';
    let fl2 = '';
    for (let i = 0; i < 70; i++) {
      const t = Math.pow(r.next(), 1.4);
      const px = bx0 + (fromLeft ? 1 : -1) * r.range(0, w * 0.55) * (1 - t * 0.7);
      const py = base - h + 10 + t * h * 0.55;
      const rad = r.range(6, 15);
      const roll = r.next();
      if (roll < 0.3) gr += circlePath(px, py, rad);
      else if (roll < 0.75) fl += circlePath(px, py, rad);
      else fl2 += circlePath(px, py, rad * 0.8);
    }
    s.add(
      `<path d="${gr}" fill="${paint(m, C.leaf)}"/><path d="${fl}" fill="${paint(m, C.magenta)}"/><path d="${fl2}" fill="${paint(m, C.rosa)}"/>`,
    );
  }
  // wall lantern
  if (r.chance(0.35)) {
    const lx = x + w * r.range(0.15, 0.85);
    const ly = groundTop - 8;
    s.add(
      `<path d="M${f(lx)},${f(ly)}v-24h20" stroke="#2b1a12" stroke-width="4" fill="none"/><path d="M${f(lx + 12)},${f(ly - 20)}h16l-3,26h-10Z" fill="${m.night ? '#ffd166' : '#2b1a12'}"/>`,
    );
    if (m.night) s.add(`<circle cx="${f(lx + 20)}" cy="${f(ly - 8)}" r="40" fill="#ffd166" opacity="0.18"/>`);
  }
}

function sceneColonial(c: Ctx): void {
  const { s, r, m } = c;
  const base = r.range(840, 880);
  sky(c, { horizon: 640, sunX: r.range(250, 1350), clouds: r.int(1, 3), birds: r.int(0, 4) });
  // neo-gothic parroquia tower behind the street
  const tx = r.range(450, 1150);
  const pink = paint(m, '#e07a7a', 0.25);
  const pinkD = darken(pink, 0.2);
  const tiers: [number, number][] = [
    [210, 150],
    [160, 95],
    [116, 75],
    [72, 62],
  ];
  let y = base - 300;
  for (const [w, h] of tiers) {
    s.add(`<rect x="${f(tx - w / 2)}" y="${f(y - h)}" width="${f(w)}" height="${f(h)}" fill="${pink}"/>`);
    s.add(
      `<rect x="${f(tx + w * 0.15)}" y="${f(y - h)}" width="${f(w * 0.35)}" height="${f(h)}" fill="${pinkD}" opacity="0.6"/>`,
    );
    s.add(`<path d="${archPath(tx - w * 0.12, y - h * 0.2, w * 0.24, h * 0.6)}" fill="${darken(pink, 0.55)}"/>`);
    let pin = '';
    for (const px of [-w / 2, w / 2, -w / 4, w / 4]) {
      pin += `M${f(tx + px - 9)},${f(y - h)}L${f(tx + px)},${f(y - h - 46)}L${f(tx + px + 9)},${f(y - h)}Z`;
    }
    s.add(`<path d="${pin}" fill="${pink}"/>`);
    y -= h;
  }
  s.add(`<path d="M${f(tx - 35)},${f(y)}L${f(tx)},${f(y - 110)}L${f(tx + 35)},${f(y)}Z" fill="${pink}"/>`);
  s.add(`<path d="M${f(tx)},${f(y - 110)}v-26M${f(tx - 10)},${f(y - 126)}h20" stroke="${pinkD}" stroke-width="4"/>`);
  // a tiled dome off to the side
  const dx = tx + r.sign() * r.range(320, 480);
  const domeC = paint(m, C.marigold, 0.25);
  s.add(`<rect x="${f(dx - 90)}" y="${f(base - 470)}" width="180" height="120" fill="${paint(m, C.cream, 0.3)}"/>`);
  s.add(`<path d="M${f(dx - 90)},${f(base - 468)}A90,100 0 0,1 ${f(dx + 90)},${f(base - 468)}Z" fill="${domeC}"/>`);
  s.add(`<path d="M${f(dx)},${f(base - 568)}v-40" stroke="${domeC}" stroke-width="14"/>`);
  let ribs = '';
  for (const k of [-0.6, -0.2, 0.2, 0.6])
    ribs += `M${f(dx + k * 90)},${f(base - 468)}Q${f(dx + k * 45)},${f(base - 555)} ${f(dx)},${f(base - 568)}`;
  s.add(`<path d="${ribs}" stroke="${darken(domeC, 0.25)}" stroke-width="4" fill="none"/>`);
  // the street of facades
  const colors = [C.ochre, C.terracotta, C.rosa, C.turquoise, C.marigold, C.cream, C.orange, '#e9c46a', C.pink];
  let x = -r.range(20, 120);
  let last = '';
  while (x < 1600) {
    const w = r.range(240, 340);
    const h = r.range(360, 480);
    let col = r.pick(colors);
    if (col === last) col = r.pick(colors);
    last = col;
    facade(c, x, base, w, h, col);
    x += w;
  }
  // sidewalk and cobblestones
  s.add(`<rect x="-10" y="${f(base)}" width="1620" height="26" fill="${paint(m, '#c9b79c')}"/>`);
  s.add(`<rect x="-10" y="${f(base + 26)}" width="1620" height="8" fill="${paint(m, '#8c7a66')}"/>`);
  s.add(`<rect x="-10" y="${f(base + 34)}" width="1620" height="${f(1010 - base)}" fill="${paint(m, '#7d6a58')}"/>`);
  let cob = '';
  let cob2 = '';
  let row = 0;
  for (let cy = base + 42; cy < 1010; cy += 20 + row * 8) {
    const sz = 24 + row * 12;
    const hh = 14 + row * 6;
    for (let cx = (row % 2) * sz * 0.55 - 30; cx < 1620; cx += sz * 1.12) {
      const w = sz * r.range(0.85, 1);
      const d = `M${f(cx + hh / 2)},${f(cy)}h${f(w - hh)}a${f(hh / 2)},${f(hh / 2)} 0 0,1 0,${f(hh)}h${f(-(w - hh))}a${f(hh / 2)},${f(hh / 2)} 0 0,1 0,${f(-hh)}Z`;
      if (r.chance(0.5)) cob += d;
      else cob2 += d;
    }
    row++;
  }
  s.add(`<path d="${cob}" fill="${paint(m, '#a38d75')}"/><path d="${cob2}" fill="${paint(m, '#b39a7a')}"/>`);
  if (r.chance(0.7)) papelPicado(c, r.range(-20, 10), r.range(25, 60));
  vignette(c);
}

function sceneAgave(c: Ctx): void {
  const { s, r, m } = c;
  const hz = r.range(480, 530);
  sky(c, { horizon: hz, sunX: r.range(300, 1300), birds: r.int(0, 3) });
  s.add(`<path d="${profilePath(wave(r, hz - 70, 60, 1.1), hz + 40)}" fill="${paint(m, '#6f6fa8', 0.6)}"/>`);
  s.add(`<path d="${profilePath(wave(r, hz - 20, 35, 1.6), hz + 40)}" fill="${paint(m, '#5d8a86', 0.45)}"/>`);
  const soil = paint(m, '#b8553a');
  const soilD = paint(m, '#9c4430');
  const hill = wave(r, hz + 20, 14, 0.7);
  const top = hz + 22;
  s.add(`<path d="${profilePath(hill)}" fill="${soil}"/>`);
  // palenque hut and a lone huizache on the far hill
  const hx = r.range(200, 1400);
  const hy = hill(hx) + 6;
  s.add(
    `<rect x="${f(hx - 30)}" y="${f(hy - 34)}" width="60" height="34" fill="${paint(m, C.adobe, 0.2)}"/><path d="M${f(hx - 44)},${f(hy - 30)}L${f(hx)},${f(hy - 66)}L${f(hx + 44)},${f(hy - 30)}Z" fill="${paint(m, '#c9a25a', 0.2)}"/><rect x="${f(hx - 8)}" y="${f(hy - 22)}" width="14" height="22" fill="${paint(m, C.woodDark, 0.2)}"/>`,
  );
  const tx = hx + (hx < 800 ? 1 : -1) * r.range(140, 280);
  const ty = hill(tx) + 6;
  s.add(
    `<path d="M${f(tx)},${f(ty)}v-40l-24,-24M${f(tx)},${f(ty - 40)}l26,-28" stroke="${paint(m, C.woodDark, 0.2)}" stroke-width="6" fill="none"/><ellipse cx="${f(tx)}" cy="${f(ty - 74)}" rx="70" ry="22" fill="${paint(m, C.leaf, 0.2)}"/>`,
  );
  // rows of blue agave converging on a vanishing point
  const vx = r.range(500, 1100);
  const gap = r.range(200, 250);
  const depthY = (z: number): number => top + (1060 - top) / z;
  const blue = [paint(m, '#7fb5ae'), paint(m, '#5e9c9a'), paint(m, '#8cc0b0')];
  const rowColour = paint(m, '#6a9e98', 0.25);
  let stripes = '';
  let furrows = '';
  const plants: [number, number, number][] = [];
  for (let k = -9; k <= 9; k++) {
    const bx = vx + k * gap;
    const at = (y: number): number => vx + ((bx - vx) * (y - top)) / (1060 - top);
    stripes += `M${f(vx + k * 0.6)},${f(top)}L${f(bx - gap * 0.28)},1060L${f(bx + gap * 0.28)},1060Z`;
    const fx = vx + (k + 0.5) * gap;
    furrows += `M${f(vx)},${f(top)}L${f(fx)},1060`;
    for (let z = 0.95; ; z *= 1.22) {
      const y = depthY(z);
      const size = (gap * 0.5 * (y - top)) / (1060 - top);
      if (size < 5) break;
      const x = at(y);
      if (x < -size || x > 1600 + size) continue;
      plants.push([x, y, size]);
    }
  }
  s.add(`<path d="${stripes}" fill="${rowColour}" opacity="0.55"/>`);
  s.add(`<path d="${furrows}" stroke="${soilD}" stroke-width="3" opacity="0.6"/>`);
  plants.sort((a, b) => a[1] - b[1]);
  let out = '';
  for (const [x, y, size] of plants) {
    out += `<ellipse cx="${f(x + size * 0.15)}" cy="${f(y + size * 0.04)}" rx="${f(size * 0.6)}" ry="${f(size * 0.1)}" fill="#1b1020" opacity="0.2"/>`;
    out += agavePlant(x, y, size, r.pick(blue), size < 25 ? 7 : 11);
  }
  s.add(out);
  vignette(c);
}

const SCENES: Record<SceneKey, (c: Ctx) => void> = {
  beach: sceneBeach,
  cenote: sceneCenote,
  pyramid: scenePyramid,
  canyon: sceneCanyon,
  city: sceneCity,
  mountains: sceneMountains,
  desert: sceneDesert,
  jungle: sceneJungle,
  lake: sceneLake,
  balloon: sceneBalloon,
  whale: sceneWhale,
  colonial: sceneColonial,
  agave: sceneAgave,
};

// ---------------------------------------------------------------- public API

/** Light of the day used for a seed: seed % 4 → dawn, midday, sunset, night (with per-scene fallbacks). */
export function sceneMood(scene: SceneKey, seed: number): MoodKey {
  const key = MOOD_ORDER[((Math.trunc(seed) % 4) + 4) % 4] as MoodKey;
  return key === 'night' ? (NIGHT_FALLBACK[scene] ?? 'night') : key;
}

/** A self-contained SVG illustration of the scene; identical output for identical arguments. */
export function renderSceneSvg(scene: SceneKey, seed: number, width = 1600, height = 1000): string {
  const draw = SCENES[scene];
  if (!draw) throw new Error(`Escena desconocida: ${String(scene)}`);
  const c: Ctx = {
    s: new Canvas(),
    r: new Rng(hashString(scene) ^ Math.imul(Math.trunc(seed) + 1, 0x9e3779b1)),
    m: MOODS[sceneMood(scene, seed)],
  };
  draw(c);
  return c.s.toString(Math.max(1, Math.round(width)), Math.max(1, Math.round(height)));
}

/** WebP cover (aspect 16:10) for a scene; `width` in pixels. */
export async function renderSceneWebp(scene: SceneKey, seed: number, width = 1200): Promise<Buffer> {
  const w = Math.max(1, Math.round(width));
  const svg = renderSceneSvg(scene, seed, w, Math.round((w * 10) / 16));
  return sharp(Buffer.from(svg)).resize(w).webp({ quality: 78 }).toBuffer();
}
