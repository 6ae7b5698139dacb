import { z } from 'zod';

// Read once at start-up: a wrong value fails loudly here instead of deep inside a request.
const envSchema = z.object({
  /** Origin of the API; empty means same origin (the server serves the built app). */
  VITE_API_BASE_URL: z
    .string()
    .default('')
    .transform((url) => url.replace(/\/+$/, '')),
  DEV: z.boolean().default(false),
});

const env = envSchema.parse(import.meta.env);

export const config = {
  apiBaseUrl: env.VITE_API_BASE_URL,
  isDevelopment: env.DEV,
} as const;
