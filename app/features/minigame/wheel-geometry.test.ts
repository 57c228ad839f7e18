import { describe, expect, it } from 'vitest';
import { rotationFor, segmentAt } from './wheel-geometry.ts';

describe('the wheel drawing', () => {
  it('stops every segment under the pointer, from any starting rotation', () => {
    for (const n of [2, 5, 8, 24])
      for (const start of [0, 17, 359, 1234.5, -90])
        for (let index = 0; index < n; index++) {
          const rotation = rotationFor(index, n, start);
          expect(segmentAt(rotation, n)).toBe(index);
          expect(rotation).toBeGreaterThan(start);
        }
  });
});
