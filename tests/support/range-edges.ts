/**
 * Just below, at and just above both ends of a range. A plan that types these notices either end moving by as
 * little as `nudge`; one that only ever types values far outside cannot.
 */
export const rangeEdges = ({ min, max }: { min: number; max: number }, nudge: number): number[] => [
  min - nudge,
  min,
  max,
  max + nudge,
];
