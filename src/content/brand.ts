/** The brand as visitors see it; one place so every screen names the product the same way. */
export const brand = {
  name: 'Ringwise',
  productTitle: 'AI Phone Caller',
  tagline: 'AI voice agents that answer every call',
} as const;
