import { z } from 'zod';

// docs/architecture.md §15.4: one list contract for every admin list.
export const listQuerySchema = z.object({
  q: z.string().trim().max(200).default(''),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(20),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

export const listResponseSchema = <T extends z.ZodTypeAny>(row: T) =>
  z.object({
    data: z.array(row),
    count: z.number().int(),
    currentPage: z.number().int(),
    perPage: z.number().int(),
    totalPages: z.number().int(),
  });
export type ListResponse<T> = { data: T[]; count: number; currentPage: number; perPage: number; totalPages: number };
