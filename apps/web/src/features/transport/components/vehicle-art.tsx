import { useId } from 'react';
import type { VehicleType } from '@hv/shared';
import { cn } from '@/lib/cn.ts';
import { VEHICLE_SHAPES } from './vehicle-shapes.ts';

/*
 * Side views of the fleet, drawn inline: no photo downloads, a few hundred bytes each, and
 * crisp at any size. Their geometry (vehicle-shapes.ts) puts each vehicle facing right in a
 * 320×150 box, wheels on the line y = 140.
 */

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
  const shape = VEHICLE_SHAPES[type];
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
