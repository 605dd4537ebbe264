import { join } from 'node:path';
import { FIXTURES } from './paths.js';

/** The seed000 releases as fixture profiles: T0 (what the agent learned) and T1 (the release that drifted). */
export const SEED000_T0 = join(FIXTURES, 'servers', 'profiles', 'seed000-t0.json');
export const SEED000_T1 = join(FIXTURES, 'servers', 'profiles', 'seed000-t1.json');

/** The calls an agent built from T0 (../shared/scenarios/seed000_calls.json), one per tool. */
export const SEED000_CALLS: Record<string, Record<string, unknown>> = {
  search_reviews: { query: 'noise cancelling', limit: 50 },
  list_items: { limit: 50 },
  get_page: { url: 'https://example.com/p/1', format: 'text' },
  get_profile: { user_id: 'u_42' },
  create_export: { dataset: 'ds_7' },
};
