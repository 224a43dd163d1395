/**
 * The hero's scene, drawn inline so the first screen needs no image download: a sunset over
 * the sierra, a pyramid, agaves and the road the tours take. Decorative only.
 */
export function HeroIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 560 440" aria-hidden="true" focusable="false" className={className}>
      <defs>
        <linearGradient id="hero-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fef0c7" />
          <stop offset="0.55" stopColor="#fbc9a8" />
          <stop offset="1" stopColor="#eea285" />
        </linearGradient>
        <linearGradient id="hero-road" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#6b4a3d" />
          <stop offset="1" stopColor="#3a2620" />
        </linearGradient>
        <clipPath id="hero-frame">
          <rect width="560" height="440" rx="40" />
        </clipPath>
      </defs>
      <g clipPath="url(#hero-frame)">
        <rect width="560" height="440" fill="url(#hero-sky)" />
        <circle cx="392" cy="170" r="74" fill="#fcc94d" />
        <circle cx="392" cy="170" r="100" fill="#fcc94d" opacity="0.25" />
        {/* Birds */}
        <g stroke="#7c2f21" strokeWidth="3" fill="none" strokeLinecap="round">
          <path d="M96 92 q10 -10 20 0 q10 -10 20 0" />
          <path d="M150 64 q7 -7 14 0 q7 -7 14 0" />
        </g>
        {/* Far sierra */}
        <path
          d="M0 250 L70 190 L130 228 L210 150 L290 226 L350 196 L420 240 L490 182 L560 232 L560 440 L0 440 Z"
          fill="#d45a35"
          opacity="0.55"
        />
        {/* Pyramid */}
        <g>
          <path d="M168 300 L214 214 L262 214 L308 300 Z" fill="#9a3723" />
          <path d="M214 214 L262 214 L308 300 L238 300 Z" fill="#7c2f21" />
          <rect x="224" y="198" width="28" height="18" fill="#9a3723" />
          <path d="M232 300 L238 214 L244 300 Z" fill="#d45a35" opacity="0.8" />
          <g stroke="#66291e" strokeWidth="3" opacity="0.5">
            <path d="M198 244 L278 244" />
            <path d="M186 270 L292 270" />
          </g>
        </g>
        {/* Near hills */}
        <path d="M0 312 Q120 262 250 300 T560 288 L560 440 L0 440 Z" fill="#2b9c7a" />
        <path d="M0 346 Q160 306 300 334 T560 322 L560 440 L0 440 Z" fill="#1d7e63" />
        {/* Agaves and cacti */}
        <g fill="#165143">
          <path d="M58 352 L48 312 L62 340 L66 300 L72 340 L86 314 L78 352 Z" />
          <path d="M480 338 L472 304 L484 328 L490 292 L496 328 L508 306 L500 338 Z" />
          <rect x="420" y="280" width="14" height="64" rx="7" />
          <path d="M420 312 h-12 a6 6 0 0 1 -6 -6 v-16" stroke="#165143" strokeWidth="10" fill="none" strokeLinecap="round" />
          <path d="M434 300 h10 a6 6 0 0 0 6 -6 v-14" stroke="#165143" strokeWidth="10" fill="none" strokeLinecap="round" />
        </g>
        {/* Road */}
        <path d="M0 380 Q280 350 560 376 L560 440 L0 440 Z" fill="url(#hero-road)" />
        <g fill="#fcc94d">
          {[30, 130, 230, 330, 430, 520].map((x, i) => (
            <rect key={x} x={x} y={404 - i * 1.5} width="50" height="6" rx="3" />
          ))}
        </g>
        {/* The tour van */}
        <g transform="translate(92 272) scale(0.78)">
          <ellipse cx="160" cy="142" rx="150" ry="8" fill="#381208" opacity="0.25" />
          <path
            d="M12 124 L12 32 Q12 16 28 16 L238 16 Q252 16 258 26 L282 70 L298 76 Q308 80 308 93 L308 124 Q308 128 304 128 L16 128 Q12 128 12 124 Z"
            fill="#fffaf4"
            stroke="#381208"
            strokeWidth="3"
            strokeLinejoin="round"
          />
          <rect x="13" y="84" width="294" height="10" fill="#b9452a" />
          <rect x="13" y="96" width="294" height="4" fill="#fbb424" />
          <g fill="#bfe6ee" stroke="#381208" strokeWidth="2.5">
            <rect x="26" y="30" width="40" height="36" rx="4" />
            <rect x="74" y="30" width="40" height="36" rx="4" />
            <rect x="122" y="30" width="40" height="36" rx="4" />
            <rect x="170" y="30" width="40" height="36" rx="4" />
            <path d="M218 30 L246 30 Q252 30 255 35 L272 66 L218 66 Z" />
          </g>
          <rect x="294" y="84" width="12" height="10" rx="3" fill="#fde08a" stroke="#381208" />
          <g>
            <circle cx="66" cy="120" r="24" fill="#381208" />
            <circle cx="66" cy="120" r="12" fill="#d9d0c7" />
            <circle cx="256" cy="120" r="24" fill="#381208" />
            <circle cx="256" cy="120" r="12" fill="#d9d0c7" />
          </g>
        </g>
      </g>
    </svg>
  );
}
