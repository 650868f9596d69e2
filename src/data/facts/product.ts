// Part of the facts sheet (../facts.ts): see the rules for editors there.
import {planIds} from './plans';

export type PlanId = (typeof planIds)[number];

/** A value that differs by plan. */
export type PerPlan<T> = Readonly<Record<PlanId, T>>;

/** A resolution and frame-rate pair written the way encoders show it, e.g. `1080p60`. */
export type VideoMode = '1080p30' | '1080p60' | '2160p30';

// ---------------------------------------------------------------------------------------------
// Domains and names: Vidcove's identity (src/data/product.ts) is the one source; the sheet re-exports it
// so articles import every fact from one place.
// ---------------------------------------------------------------------------------------------

export {domains, product} from '../product';
