import type { VehicleType } from '@hv/shared';

/*
 * The fleet's side views as SVG geometry (drawn by vehicle-art.tsx). Each vehicle faces right in a
 * 320×150 box, wheels on the line y = 140.
 */

export interface VehicleShape {
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

export const VEHICLE_SHAPES: Record<VehicleType, VehicleShape> = {
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
