import { useId } from 'react';
import type { VehicleType } from '@hv/shared';
import { cn } from '@/lib/cn.ts';

/*
 * Side views of the fleet, drawn inline: no photo downloads, a few hundred bytes each, and
 * crisp at any size. Each vehicle faces right in a 320×150 box, wheels on the line y = 140.
 */

interface VehicleShape {
  body: string;
  windows: string[];
  /** Centres of the two wheels on the x axis. */
  wheels: [number, number];
  wheelRadius: number;
  /** Decorative stripe along the body: y and height. */
  stripe: [number, number];
  doorLines: string[];
  headlight: [number, number];
  taillight: [number, number];
  roofRails?: boolean;
}

const SHAPES: Record<VehicleType, VehicleShape> = {
  sedan: {
    body: 'M28 124 L28 100 Q28 88 42 86 L92 80 L122 56 Q130 50 142 50 L198 50 Q210 50 218 57 L246 80 L280 86 Q294 89 294 103 L294 124 Q294 128 290 128 L32 128 Q28 128 28 124 Z',
    windows: ['M104 80 L128 60 Q134 55 142 55 L166 55 L166 80 Z', 'M172 55 L198 55 Q206 55 212 61 L234 80 L172 80 Z'],
    wheels: [84, 240],
    wheelRadius: 19,
    stripe: [100, 5],
    doorLines: ['M168 84 L168 120', 'M112 86 L112 118'],
    headlight: [286, 94],
    taillight: [32, 94],
  },
  suv: {
    body: 'M26 124 L26 82 Q26 70 38 68 L70 66 L94 36 Q98 31 106 31 L220 31 Q230 31 236 38 L258 66 L284 72 Q296 75 296 89 L296 124 Q296 128 292 128 L30 128 Q26 128 26 124 Z',
    windows: [
      'M78 66 L98 40 Q101 37 106 37 L126 37 L126 66 Z',
      'M132 37 L178 37 L178 66 L132 66 Z',
      'M184 37 L220 37 Q226 37 230 42 L248 66 L184 66 Z',
    ],
    wheels: [84, 238],
    wheelRadius: 21,
    stripe: [92, 6],
    doorLines: ['M129 70 L129 118', 'M181 70 L181 118'],
    headlight: [288, 82],
    taillight: [30, 82],
    roofRails: true,
  },
  toyota: {
    body: 'M22 124 L22 40 Q22 24 38 24 L228 24 Q242 24 248 34 L272 74 L288 80 Q298 83 298 96 L298 124 Q298 128 294 128 L26 128 Q22 128 22 124 Z',
    windows: [
      'M36 36 L80 36 Q84 36 84 40 L84 66 Q84 70 80 70 L40 70 Q36 70 36 66 Z',
      'M92 36 L136 36 Q140 36 140 40 L140 66 Q140 70 136 70 L96 70 Q92 70 92 66 Z',
      'M148 36 L192 36 Q196 36 196 40 L196 66 Q196 70 192 70 L152 70 Q148 70 148 66 Z',
      'M204 36 L236 36 Q242 36 245 41 L263 70 L204 70 Z',
    ],
    wheels: [76, 248],
    wheelRadius: 20,
    stripe: [90, 7],
    doorLines: ['M144 74 L144 122', 'M200 74 L200 122'],
    headlight: [290, 92],
    taillight: [26, 88],
  },
  sprinter: {
    body: 'M12 124 L12 32 Q12 16 28 16 L238 16 Q252 16 258 26 L282 70 L298 76 Q308 80 308 93 L308 124 Q308 128 304 128 L16 128 Q12 128 12 124 Z',
    windows: [
      'M26 30 L62 30 Q66 30 66 34 L66 62 Q66 66 62 66 L30 66 Q26 66 26 62 Z',
      'M74 30 L110 30 Q114 30 114 34 L114 62 Q114 66 110 66 L78 66 Q74 66 74 62 Z',
      'M122 30 L158 30 Q162 30 162 34 L162 62 Q162 66 158 66 L126 66 Q122 66 122 62 Z',
      'M170 30 L206 30 Q210 30 210 34 L210 62 Q210 66 206 66 L174 66 Q170 66 170 62 Z',
      'M218 30 L246 30 Q252 30 255 35 L272 66 L218 66 Z',
    ],
    wheels: [66, 256],
    wheelRadius: 20,
    stripe: [86, 7],
    doorLines: ['M166 70 L166 122', 'M214 70 L214 122'],
    headlight: [300, 90],
    taillight: [16, 84],
  },
};

interface Palette {
  body: string;
  stripe: string;
}

// Warm colours, one per vehicle, so they are told apart at a glance.
export const VEHICLE_PALETTES: Record<VehicleType, Palette> = {
  sedan: { body: '#b9452a', stripe: '#fbb424' },
  suv: { body: '#186552', stripe: '#fcc94d' },
  toyota: { body: '#fff4e6', stripe: '#d45a35' },
  sprinter: { body: '#fbfaf7', stripe: '#1d7e63' },
};

const OUTLINE = '#381208';

function Wheel({ cx, r }: { cx: number; r: number }) {
  return (
    <g>
      <circle cx={cx} cy={140 - r} r={r} fill="#2a1a14" />
      <circle cx={cx} cy={140 - r} r={r * 0.55} fill="#d9d0c7" />
      <circle cx={cx} cy={140 - r} r={r * 0.2} fill="#6b5549" />
    </g>
  );
}

interface VehicleArtProps {
  type: VehicleType;
  className?: string;
  /** Override the body colour (e.g. for the gallery's colour variants). */
  palette?: Palette;
  /** Draw the soft shadow under the wheels (off when a scene draws its own road). */
  shadow?: boolean;
}

/** Decorative: the surrounding text names the vehicle, so the drawing is hidden from screen readers. */
export function VehicleArt({ type, className, palette, shadow = true }: VehicleArtProps) {
  const shape = SHAPES[type];
  const colours = palette ?? VEHICLE_PALETTES[type];
  const [rearWheel, frontWheel] = shape.wheels;
  const r = shape.wheelRadius;
  const wheelY = 140 - r;
  const arch = r + 5;
  const id = useId();
  const glassId = `${id}-glass`;
  const bodyClipId = `${id}-body`;

  return (
    <svg viewBox="0 0 320 150" aria-hidden="true" focusable="false" className={cn('h-auto w-full', className)}>
      <defs>
        <linearGradient id={glassId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#e6f7fa" />
          <stop offset="0.45" stopColor="#bfe6ee" />
          <stop offset="1" stopColor="#8cc9d6" />
        </linearGradient>
        <clipPath id={bodyClipId}>
          <path d={shape.body} />
        </clipPath>
      </defs>
      {shadow ? <ellipse cx="160" cy="141" rx="142" ry="6" fill="#381208" opacity="0.14" /> : null}
      {shape.roofRails ? <rect x="104" y="26" width="118" height="4" rx="2" fill={OUTLINE} opacity="0.75" /> : null}
      <path d={shape.body} fill={colours.body} stroke={OUTLINE} strokeWidth="2.5" strokeLinejoin="round" />
      <g clipPath={`url(#${bodyClipId})`}>
        <rect x="0" y={shape.stripe[0]} width="320" height={shape.stripe[1]} fill={colours.stripe} opacity="0.9" />
        <rect x="0" y="121" width="320" height="7" fill={OUTLINE} opacity="0.85" />
      </g>
      {shape.windows.map((d) => (
        <path key={d} d={d} fill={`url(#${glassId})`} stroke={OUTLINE} strokeWidth="2" strokeLinejoin="round" />
      ))}
      {shape.doorLines.map((d) => (
        <path key={d} d={d} stroke={OUTLINE} strokeWidth="1.5" opacity="0.45" fill="none" />
      ))}
      <rect x={shape.headlight[0] - 6} y={shape.headlight[1] - 4} width="10" height="8" rx="3" fill="#fde08a" stroke={OUTLINE} />
      <rect x={shape.taillight[0] - 2} y={shape.taillight[1] - 5} width="7" height="10" rx="2" fill="#d92d20" />
      {[rearWheel, frontWheel].map((cx) => (
        <path
          key={`arch-${cx}`}
          d={`M${cx - arch} 128 L${cx - arch} ${wheelY} A${arch} ${arch} 0 0 1 ${cx + arch} ${wheelY} L${cx + arch} 128 Z`}
          fill={OUTLINE}
        />
      ))}
      <Wheel cx={rearWheel} r={r} />
      <Wheel cx={frontWheel} r={r} />
    </svg>
  );
}
