import { describe, expect, it } from 'vitest';
import { greatCircleDistance } from './distance';

describe('greatCircleDistance', () => {
  it('measures London to Leeds as about 169 miles (272 km), and a point to itself as 0', () => {
    const london = { lat: 51.5072, lon: -0.1276 };
    const leeds = { lat: 53.8008, lon: -1.5491 };
    expect(greatCircleDistance(london, leeds)).toBeCloseTo(169, 0);
    expect(greatCircleDistance(london, leeds, 'km')).toBeCloseTo(272, 0);
    expect(greatCircleDistance(leeds, leeds)).toBe(0);
  });
});
