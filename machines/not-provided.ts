/**
 * Placeholder for an effect a machine declares but does not implement: the app binds the real
 * one with `.provide()` (src/actors) and tests bind fakes, so forgetting either fails loudly.
 */
export const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`actor "${name}" was not provided`);
};

/** Same as `notProvided`, for callback actors, which report failure by throwing synchronously. */
export const notProvidedCallback = (name: string) => (): never => {
  throw new Error(`actor "${name}" was not provided`);
};

/**
 * Placeholder for a sensor: a callback actor that only reports what the page observes (what is on screen, the
 * visitor's motion preference, animation frames). Unbound it stays silent, so a test drives the machine by sending
 * the same events itself, and the app binds the real sensor in src/actors.
 */
export const unboundSensor = (): void => {};
