/**
 * The business constants, in one place: the public ROI model and the internal
 * raw-pricing model both price the AI agent from these, and the pages format their copy from them.
 */
export const pricingRates = {
  /** Share of call minutes the AI agent handles end to end. */
  aiShare: 0.8,
  /** AI runtime cost in $ per AI-handled minute. */
  runtimeCostPerMinute: 0.12,
  /** Fixed monthly service fee in $ that the public ROI model adds to the runtime. */
  serviceFeeMonthly: 450,
  /** Fixed monthly platform fee in $ of the internal raw-pricing model. */
  platformFeeMonthly: 0,
  /** Utilisation factors: staff spend half their paid time on calls, and are 90% occupied while they do. */
  callTimeShare: 0.5,
  occupancy: 0.9,
  /** Employment burden on top of the hourly wage (taxes, benefits). */
  burden: 1.05,
  /** Working hours of one full-time employee per month. */
  hoursPerFte: 160,
} as const;

/** AI-handled minutes a month: calls × AHT × the AI share. */
export const aiMinutesMonthly = (calls: number, aht: number): number => calls * aht * pricingRates.aiShare;

/** What those minutes cost in AI runtime a month. */
export const aiRuntimeMonthly = (calls: number, aht: number): number =>
  aiMinutesMonthly(calls, aht) * pricingRates.runtimeCostPerMinute;
