/** The staff screens' buttons: a shape, and the quiet and red looks the dashboard uses. */
export const adminButtonShape =
  'inline-flex items-center gap-2 rounded-lg py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-cyan-400 disabled:cursor-not-allowed disabled:opacity-50';
export const adminButton = `${adminButtonShape} px-4`;
export const quietButton = `${adminButton} bg-white/10 text-white hover:bg-white/20`;
