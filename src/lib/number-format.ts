const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const usdCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const upToOneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 0 });
// 20 digits keeps every decimal a typed number can have: Intl prints the shortest text that reads back the same.
const exact = new Intl.NumberFormat('en-US', { maximumFractionDigits: 20 });

/** US dollars without cents: `$51,091`. */
export const formatUsd = (amount: number): string => usd.format(amount);

/** A rate the visitor entered, cents shown only when it has them: `$22`, `$18.50`. */
export const formatUsdRate = (amount: number): string =>
  Number.isInteger(amount) ? usd.format(amount) : usdCents.format(amount);

/** US dollars with cents, for internal cost figures: `$1,440.00`, `$0.05`. */
export const formatUsdCents = (amount: number): string => usdCents.format(amount);

/** A count with grouping and no decimals: `2,000`. */
export const formatWhole = (value: number): string => whole.format(value);

/** How much of a text box's room is used, under every box with a limit: `120 / 5,000`. */
export const formatUsage = (used: number, max: number): string => `${formatWhole(used)} / ${formatWhole(max)}`;

/** `0.7`, `12`: for FTEs, where one decimal is enough. */
export const formatOneDecimal = (value: number): string => upToOneDecimal.format(value);

/** A number the visitor entered, with grouping and none of its decimals dropped: `2,500`, `5.25`. */
export const formatExact = (value: number): string => exact.format(value);

/** A fraction as a whole percent: `0.5` → `50%`. */
export const formatPercent = (fraction: number): string => percent.format(fraction);
