// Not in number-format.ts: that module is in the app's entry chunk, and only the inbox writes times and dates.

/** `07`: a clock or calendar field of two digits. */
export const twoDigits = (value: number): string => String(value).padStart(2, '0');
