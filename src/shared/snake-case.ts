// camelCase keys to the snake_case the REST doors speak (the spec's bodies and issue #16's shims) and
// back, typed key by key: tRPC and the client speak camelCase, a REST door maps its request and its
// answer once.
import { z } from "zod";

type SnakeCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : S;

export type SnakeCased<T> = { [K in keyof T & string as SnakeCase<K>]: T[K] };

type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<CamelCase<Tail>>}` : S;

export type CamelCased<T> = { [K in keyof T & string as CamelCase<K>]: T[K] };

/** "startsAt" → "starts_at"; a path keeps its dots ("slots.0.startsAt" → "slots.0.starts_at"). */
export function snakeCase(key: string): string {
  return key.replace(/[A-Z]/g, (upper) => `_${upper.toLowerCase()}`);
}

export function snakeCaseKeys<T extends object>(value: T): SnakeCased<T> {
  return Object.fromEntries(Object.entries(value).map(([key, entry]) => [snakeCase(key), entry])) as SnakeCased<T>;
}

/** A snake_case request's keys as the contract names them ("job_id" → "jobId"; "toRound" stays). */
export function camelCaseKeys<T extends object>(value: T): CamelCased<T> {
  return Object.fromEntries(
    Object.entries(value).map(([key, entry]) => [key.replace(/_([a-z0-9])/g, (_, next: string) => next.toUpperCase()), entry]),
  ) as CamelCased<T>;
}

/** The REST door's schema of a camelCase object: the same fields under snake_case keys (for OpenAPI). */
export function snakeCaseSchema<Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>) {
  return z.object(snakeCaseKeys(schema.shape) as SnakeCased<Shape>);
}
