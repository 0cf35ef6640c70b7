/** An audio input the browser reports (`enumerateDevices`), with a label to show. */
export type Microphone = { id: string; label: string };

/** A choice only matters when there is one to make. */
export const offersMicrophoneChoice = (microphones: readonly Microphone[]): boolean => microphones.length > 1;

/**
 * The microphone a call asks for: the chosen one while the browser still reports it; otherwise none, so the browser
 * picks its default instead of failing on a device that was unplugged.
 */
export const microphoneForCall = (microphones: readonly Microphone[], chosenId: string | null): string | undefined =>
  microphones.find((microphone) => microphone.id === chosenId)?.id;
