import type { VehicleType } from '@hv/shared';
import { cn } from '@/lib/cn.ts';
import { VehicleArt, VEHICLE_PALETTES } from './vehicle-art.tsx';

export type SceneSetting = 'ciudad' | 'playa' | 'montaña';

/** Backdrops for the gallery, drawn in the page's palette; each ends in a road the vehicle stands on. */
function Backdrop({ setting }: { setting: SceneSetting }) {
  return (
    <svg viewBox="0 0 400 300" preserveAspectRatio="xMidYMax slice" aria-hidden="true" className="absolute inset-0 size-full">
      {setting === 'ciudad' ? (
        <>
          <rect width="400" height="300" fill="#fbe5dc" />
          <circle cx="318" cy="70" r="34" fill="#fcc94d" />
          <g fill="#eea285">
            <rect x="10" y="120" width="46" height="140" />
            <rect x="62" y="90" width="38" height="170" />
            <rect x="106" y="135" width="52" height="125" />
            <rect x="240" y="110" width="44" height="150" />
            <rect x="292" y="140" width="60" height="120" />
            <rect x="356" y="100" width="40" height="160" />
          </g>
          {/* The Ángel de la Independencia, roughly. */}
          <g fill="#d45a35">
            <rect x="190" y="70" width="12" height="190" />
            <rect x="180" y="230" width="32" height="30" />
            <circle cx="196" cy="62" r="8" fill="#f5920b" />
          </g>
          <g fill="#fdf4f0" opacity="0.7">
            {[0, 1, 2, 3, 4].map((row) => (
              <rect key={row} x="70" y={104 + row * 26} width="22" height="10" />
            ))}
            {[0, 1, 2, 3].map((row) => (
              <rect key={row} x="250" y={124 + row * 26} width="24" height="10" />
            ))}
          </g>
        </>
      ) : setting === 'playa' ? (
        <>
          <rect width="400" height="300" fill="#cff9fc" />
          <circle cx="90" cy="72" r="30" fill="#fde08a" />
          <rect y="170" width="400" height="60" fill="#22cbe0" />
          <path d="M0 186 Q50 180 100 186 T200 186 T300 186 T400 186" stroke="#a5f1f7" strokeWidth="3" fill="none" />
          <path d="M0 226 Q120 206 260 222 T400 214 L400 300 L0 300 Z" fill="#fef0c7" />
          {/* A palm tree. */}
          <path d="M330 240 Q324 180 342 128" stroke="#7c2f21" strokeWidth="8" fill="none" strokeLinecap="round" />
          <g fill="#1d7e63">
            <path d="M342 128 Q300 110 276 132 Q310 118 342 132 Z" />
            <path d="M342 128 Q372 100 398 116 Q368 114 344 134 Z" />
            <path d="M342 128 Q340 92 312 84 Q336 104 338 132 Z" />
            <path d="M342 128 Q384 136 392 162 Q370 140 342 134 Z" />
          </g>
        </>
      ) : (
        <>
          <rect width="400" height="300" fill="#effaf5" />
          <circle cx="300" cy="64" r="26" fill="#fcc94d" />
          <path d="M0 200 L70 110 L130 170 L210 70 L300 180 L350 130 L400 170 L400 300 L0 300 Z" fill="#82d2b4" />
          <path d="M210 70 L232 96 L218 92 L206 104 L196 88 Z" fill="#ffffff" opacity="0.9" />
          <path d="M0 236 L90 170 L170 226 L260 160 L400 230 L400 300 L0 300 Z" fill="#2b9c7a" />
          <g fill="#165143">
            {[24, 52, 330, 364].map((x) => (
              <path key={x} d={`M${x} 250 L${x + 12} 214 L${x + 24} 250 Z`} />
            ))}
          </g>
        </>
      )}
      <rect y="252" width="400" height="48" fill="#4a3a33" />
      <g fill="#fcc94d">
        {[10, 90, 170, 250, 330].map((x) => (
          <rect key={x} x={x} y="274" width="44" height="4" rx="2" />
        ))}
      </g>
    </svg>
  );
}

interface VehicleSceneProps {
  vehicle: VehicleType;
  setting: SceneSetting;
  /** A second colour for the same model, so a gallery group does not repeat one picture. */
  variant?: 'alt';
  className?: string;
}

const ALT_PALETTES: Record<VehicleType, { body: string; stripe: string }> = {
  sedan: { body: '#fbfaf7', stripe: '#b9452a' },
  suv: { body: '#7c2f21', stripe: '#fcc94d' },
  toyota: { body: '#0e6f86', stripe: '#fde08a' },
  sprinter: { body: '#b9452a', stripe: '#fff4e6' },
};

export function VehicleScene({ vehicle, setting, variant, className }: VehicleSceneProps) {
  return (
    <div className={cn('relative isolate aspect-[4/3] overflow-hidden', className)}>
      <Backdrop setting={setting} />
      <div className="absolute inset-x-[8%] bottom-[7%]">
        <VehicleArt
          type={vehicle}
          shadow={false}
          palette={variant === 'alt' ? ALT_PALETTES[vehicle] : VEHICLE_PALETTES[vehicle]}
        />
      </div>
    </div>
  );
}
