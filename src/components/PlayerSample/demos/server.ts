/**
 * Every live demo, for the server bundle only (LiveDemos.tsx requires this module where
 * `PERFORMANCE_SERVER_BUNDLE` is true): the page's HTML carries each demo as it first renders.
 */
export {default as ApiEmbedDemo} from './ApiEmbedDemo';
export {default as ChapterCheckDemo} from './ChapterCheckDemo';
export {default as FeaturesDemo} from './FeaturesDemo';
export {default as FixedIframeDemo} from './FixedIframeDemo';
export {default as ResponsiveDemo} from './ResponsiveDemo';
export {default as RestrictionsDemo} from './RestrictionsDemo';
export {default as ScriptDemo} from './ScriptDemo';
export {default as StartApiDemo} from './StartApiDemo';
export {default as StartParamDemo} from './StartParamDemo';
