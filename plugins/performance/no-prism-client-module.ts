// Stands in for theme-classic's prism-include-languages client module (see lazy-prism.ts).
export {};
