import { z } from 'zod';
import { queryInt } from '../safe-numbers.js';

/** The header that carries a list's whole count (as refine's simple-rest reads it). */
export const TOTAL_COUNT_HEADER = 'x-total-count';

/** A counted list's page: `page` from 1, at most 100 rows; the whole count comes in TOTAL_COUNT_HEADER. */
export const countedPageQuery = {
  page: queryInt().min(1).max(100_000).default(1),
  limit: queryInt().min(1).max(100).default(50),
};

export const sortOrderSchema = z.enum(['asc', 'desc']);
