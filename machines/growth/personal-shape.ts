/**
 * What the anonymous counts never keep: a value shaped like an email address (`%40` for the @ included) or a phone
 * number (a + and 7 digits or more, or three groups of digits such as `555 010 0199`). The database drops such
 * UTM values with the same two patterns (`private.looks_personal`); tests/api/forged-figures.test.ts proves both
 * agree. A bare run of digits is kept: ad platforms' campaign ids look like that.
 */
const emailShaped = /[A-Za-z0-9._%+-]+(@|%40)[A-Za-z0-9.-]+\.[A-Za-z]{2,}/;
const phoneShaped = /\+[0-9]([ ().-]?[0-9]){6,}|\(?[0-9]{2,4}\)?[ .-][0-9]{3,4}[ .-][0-9]{3,4}/;

export const looksPersonal = (text: string): boolean => emailShaped.test(text) || phoneShaped.test(text);
