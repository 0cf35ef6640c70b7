import { slugSuffixAlphabet, slugSuffixLength } from '../../machines/page-form/slug-suggestion';

/** The random part of a suggested voice-page link, from the browser's cryptographic random numbers. */
export function randomSlugSuffix(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(slugSuffixLength));
  // 252 is the largest multiple of 36 below 256: values above it are drawn again so every character is equally likely.
  return [...bytes]
    .map((byte) => (byte < 252 ? slugSuffixAlphabet[byte % slugSuffixAlphabet.length] : randomSlugSuffix()[0]))
    .join('');
}
