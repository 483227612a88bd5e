/** One operation of the OpenAPI description, reduced to what the hostile-input generator needs. */
export interface RouteInfo {
  method: string;
  /** OpenAPI template, e.g. `/api/master_table/update_status/{id}`. */
  path: string;
  pathParams: string[];
  queryParams: string[];
  /** Property names of the JSON body schema (empty when the body is multipart or absent). */
  bodyFields: string[];
  hasJsonBody: boolean;
}

interface Operation {
  parameters?: { in?: string; name?: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Every operation in the document, so a route added later is covered without touching the tests. */
export function readRoutes(document: unknown): RouteInfo[] {
  const paths = (document as { paths?: Record<string, Record<string, Operation>> }).paths ?? {};
  const routes: RouteInfo[] = [];
  for (const [path, operations] of Object.entries(paths)) {
    for (const method of METHODS) {
      const operation = operations[method];
      if (!operation) continue;
      const parameters = operation.parameters ?? [];
      const json = operation.requestBody?.content?.['application/json'];
      routes.push({
        method: method.toUpperCase(),
        // Fastify prints a trailing slash for a prefix root (`/api/enquiries/`).
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name ?? ''),
        queryParams: parameters.filter((p) => p.in === 'query').map((p) => p.name ?? ''),
        bodyFields: Object.keys(json?.schema?.properties ?? {}),
        hasJsonBody: json !== undefined,
      });
    }
  }
  return routes;
}

/** Multipart routes have no JSON body in the description: POST and PUT without one. */
export function takesMultipart(route: RouteInfo): boolean {
  return !route.hasJsonBody && (route.method === 'POST' || route.method === 'PUT');
}
