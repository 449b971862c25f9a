// Turns a REST case into an app.inject request: params into the path and query (loosely encoded,
// so NUL and lone surrogates go out as a client could send them) and the body as JSON or a form.
import type { InjectOptions } from "fastify";
import { multipart } from "../../helpers/application-fixtures.js";
import type { FuzzWorld } from "./fuzz-world.js";
import { encodeLoosely, paramText } from "./loose-encoding.js";
import type { RestCase } from "./rest-cases.js";
import type { RestOperation } from "./rest-routes.js";

export function restUrl(operation: RestOperation, params: Record<string, unknown>): string {
  let path = operation.path;
  const query: string[] = [];
  for (const param of operation.params) {
    const present = Object.hasOwn(params, param.name);
    const text = encodeLoosely(present ? paramText(params[param.name]) : "");
    if (param.in === "path") path = path.replace(`{${param.name}}`, text);
    else if (present) query.push(`${encodeURIComponent(param.name)}=${text}`);
  }
  return query.length ? `${path}?${query.join("&")}` : path;
}

export async function restRequest(world: FuzzWorld, operation: RestOperation, testCase: RestCase): Promise<InjectOptions> {
  const request = {
    method: operation.method,
    url: restUrl(operation, testCase.params),
    headers: world.headersFor(testCase.caller),
    remoteAddress: testCase.ip,
  };
  if (!testCase.body) return request;
  if ("json" in testCase.body) {
    return {
      ...request,
      headers: { ...request.headers, "content-type": "application/json" },
      payload: JSON.stringify(testCase.body.json) ?? "null",
    };
  }
  const { data, resume } = testCase.body.form;
  const form = await multipart({ data, resume: resume ? { bytes: resume } : undefined });
  return { ...request, headers: { ...request.headers, "content-type": form.contentType }, payload: form.payload };
}
