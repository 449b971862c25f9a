// camelCase keys to the snake_case the spec's REST answers use, typed key by key.
type SnakeCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : S;

export type SnakeCased<T> = { [K in keyof T & string as SnakeCase<K>]: T[K] };

export function snakeCaseKeys<T extends object>(value: T): SnakeCased<T> {
  return Object.fromEntries(
    Object.entries(value).map(([key, entry]) => [key.replace(/[A-Z]/g, (upper) => `_${upper.toLowerCase()}`), entry]),
  ) as SnakeCased<T>;
}
