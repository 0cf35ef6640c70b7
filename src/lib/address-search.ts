import type { SearchSchemaInput } from '@tanstack/react-router';

/**
 * A staff page's search params as the address has them, for the page to read with its own rules (src/lib/*-search.ts):
 * those rules then load with the page's code, not in the app chunk every visit downloads. The page's own navigation
 * writes them tidy; a hand-edited address keeps its odd values, which the rules read as their defaults.
 */
export const addressSearch = <Raw extends object>(raw: Raw & SearchSchemaInput): Raw => raw;
