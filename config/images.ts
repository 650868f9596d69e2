import type {PluginOptions as IdealImageOptions} from '@docusaurus/plugin-ideal-image';

/** The spec's image handling: quality 70, widths 640 to 1030 in 2 steps. */
export const idealImage = {
  quality: 70,
  max: 1030,
  min: 640,
  steps: 2,
  disableInDev: false,
} satisfies Partial<IdealImageOptions>;
