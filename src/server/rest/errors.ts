// The REST error body, `{ "error": "<message>" }`, as a schema for the OpenAPI description.
import { z } from "zod";

export const errorBody = z.object({ error: z.string() });
