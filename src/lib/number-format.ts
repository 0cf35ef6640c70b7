const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const upToOneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const upToTwoDecimals = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** US dollars without cents: `$51,091`. */
export const formatUsd = (amount: number): string => usd.format(amount);

/** A count with grouping and no decimals: `2,000`. */
export const formatWhole = (value: number): string => whole.format(value);

/** `0.7`, `12`: for FTEs and minutes, where one decimal is enough. */
export const formatOneDecimal = (value: number): string => upToOneDecimal.format(value);

/** `18.5`, `22`: for wages a visitor may type with cents. */
export const formatTwoDecimals = (value: number): string => upToTwoDecimals.format(value);
