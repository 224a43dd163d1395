import { expect, it } from 'vitest';
import { orderDescription } from './provider.ts';

it("describes the PayPal order within PayPal's 127 characters", () => {
  expect(orderDescription('Snorkel en los cenotes de Tulum', 3)).toBe('Snorkel en los cenotes de Tulum - 3 persona(s)');
  expect(orderDescription('x'.repeat(300), 12)).toHaveLength(127);
});
