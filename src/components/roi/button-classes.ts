/** The calculator's looks for buttons, links that look like buttons, and its quiet back links. */
const buttonBase =
  'inline-flex items-center justify-center gap-2 rounded-full px-5 py-2.5 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-cyan-300';
export const primaryButton = `${buttonBase} bg-cyan-400 text-slate-950 hover:bg-cyan-300`;
export const secondaryButton = `${buttonBase} border border-white/20 text-white hover:bg-white/10`;
export const backLink =
  'inline-flex items-center gap-2 rounded-md text-sm font-medium text-slate-300 hover:text-white focus-visible:outline-2 focus-visible:outline-cyan-300';
