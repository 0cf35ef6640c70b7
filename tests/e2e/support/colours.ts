import { expect, type Locator } from '@playwright/test';

/**
 * Chromium reports Tailwind's colours as oklab(L a b / alpha), or as lab(L a b) for some; the hue angle
 * of (a, b) names the colour: about 25–40° for red, about 150–165° for green. Lab's a and b run about
 * 250 times OKLab's, so chroma is given on OKLab's scale.
 */
async function hueOf(locator: Locator, property: 'color' | 'borderTopColor') {
  const colour = await locator.evaluate((element, name) => getComputedStyle(element)[name], property);
  const [, ok, a = '0', b = '0'] = /^(ok)?lab\([\d.]+%? (-?[\d.]+) (-?[\d.]+)/.exec(colour) ?? [];
  const scale = ok ? 1 : 1 / 250;
  return {
    colour,
    chroma: Math.hypot(Number(a), Number(b)) * scale,
    degrees: (Math.atan2(Number(b), Number(a)) * 180) / Math.PI,
  };
}

export async function expectRed(locator: Locator, property: 'color' | 'borderTopColor' = 'color') {
  const { colour, chroma, degrees } = await hueOf(locator, property);
  expect(chroma, colour).toBeGreaterThan(0.15);
  expect(degrees, colour).toBeGreaterThan(10);
  expect(degrees, colour).toBeLessThan(40);
}

export async function expectGreen(locator: Locator) {
  const { colour, chroma, degrees } = await hueOf(locator, 'color');
  expect(chroma, colour).toBeGreaterThan(0.1);
  expect(degrees, colour).toBeGreaterThan(120);
  expect(degrees, colour).toBeLessThan(175);
}
