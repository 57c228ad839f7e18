/**
 * Where the wheel drawing turns to: the pointer sits at the top, segment i spans
 * [i·a, (i+1)·a] degrees clockwise from the top (a = 360 / n), so the segment under the pointer is
 * the one the rotation brings there. The server decides the segment; this only shows it.
 */
export function rotationFor(index: number, segments: number, current: number, turns = 5): number {
  const step = 360 / segments;
  // A small offset inside the segment, never its edge, so the pointer is plainly in it.
  const target = (360 - (index + 0.5) * step) % 360;
  const from = ((current % 360) + 360) % 360;
  return current + turns * 360 + ((target - from + 360) % 360);
}

/** The segment under the pointer at a rotation (what the player sees the wheel stop on). */
export function segmentAt(rotation: number, segments: number): number {
  const step = 360 / segments;
  const underPointer = (((360 - (rotation % 360)) % 360) + 360) % 360;
  return Math.min(segments - 1, Math.floor(underPointer / step));
}

/** The SVG path of segment i on a wheel of radius r centred at (r, r). */
export function segmentPath(index: number, segments: number, r: number): string {
  const step = (2 * Math.PI) / segments;
  const point = (angle: number) => {
    const x = r + r * Math.sin(angle);
    const y = r - r * Math.cos(angle);
    return `${x.toFixed(3)} ${y.toFixed(3)}`;
  };
  const large = step > Math.PI ? 1 : 0;
  return `M ${r} ${r} L ${point(index * step)} A ${r} ${r} 0 ${large} 1 ${point((index + 1) * step)} Z`;
}
