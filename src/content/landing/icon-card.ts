import type { LucideIcon } from 'lucide-react';

/** A card of the landing page: an icon, a title and a line. */
export type IconCard = { icon: LucideIcon; title: string; description: string };
