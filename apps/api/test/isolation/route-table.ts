import type { InjectOptions, RouteOptions } from 'fastify';
import { multipart } from '../garage-factories';
import { fieldMakers, FORM_FILES, formFieldMakers, formPicture, idMakers, type MakerContext, partMakers } from './makers';

/**
 * `object`: a private route that names a record in its path (`:vehicleId`): anyone but the
 * record's owner must get 404. `caller`: a private route without params, acting on the caller's own
 * data (`/users/me/...`, `/user/...`, `/auth/me`): it may answer anyone signed in, but never with
 * another customer's data and never by changing it. `operator`: a route for the server's operator
 * (its principals leave out customers, decision 0015): every customer and guest must get 403.
 * `staff`: a route of the workshop app, probed by role and workshop (staff-permissions.test.ts).
 */
export type RouteKind = 'object' | 'caller' | 'operator' | 'staff';

export type ProbedRoute = {
  name: string;
  kind: RouteKind;
  /** A stream (Server-Sent Events) answers at once and never ends: probes read its first bytes. */
  isStream: boolean;
  /** What keeps the generator from building a valid request for this route; empty when it can. */
  problems: string[];
  request: (context: Omit<MakerContext, 'route'>) => InjectOptions;
};

export type PublicRoute = { name: string; params: string[] };

type ZodLike = { safeParse: (value: unknown) => { success: boolean }; shape?: Record<string, ZodLike> };

const MAKERS_FILE = 'apps/api/test/isolation/makers.ts';
const acceptsMissing = (schema: ZodLike) => schema.safeParse(undefined).success;
const paramsOf = (url: string) => [...url.matchAll(/:(\w+)/g)].map((match) => match[1]!).concat(url.includes('*') ? ['*'] : []);

/** One entry per method and path of the app's routes (HEAD twins of GETs left out); the schema fuzzer walks these too. */
export function routeEntries(routes: RouteOptions[]): { name: string; method: string; route: RouteOptions }[] {
  const entries: { name: string; method: string; route: RouteOptions }[] = [];
  const seen = new Set<string>();
  for (const route of routes) {
    for (const method of [route.method].flat()) {
      const name = `${method} ${route.url}`;
      if (method === 'HEAD' || seen.has(name)) continue;
      seen.add(name);
      entries.push({ name, method, route });
    }
  }
  return entries;
}

/** The private and public routes of the app, one entry per method and path (HEAD twins of GETs left out). */
export function routeTable(routes: RouteOptions[]): { probed: ProbedRoute[]; publicRoutes: PublicRoute[] } {
  const probed: ProbedRoute[] = [];
  const publicRoutes: PublicRoute[] = [];
  for (const { name, method, route } of routeEntries(routes)) {
    // Read now, not at registration: registerPublic marks its routes in a later onRoute hook.
    if (route.config?.public === true) publicRoutes.push({ name, params: paramsOf(route.url) });
    else if (route.config?.principals?.includes('operator')) probed.push(operatorProbe(name, method, route));
    else if (route.config?.principals && !route.config.principals.includes('customer')) probed.push(staffProbe(name, method, route));
    else probed.push(probe(name, method, route));
  }
  return { probed, publicRoutes };
}

/** A route whose success is a live event stream (it declares text/event-stream): read it open, not to its end. */
export function answersEventStream(route: RouteOptions): boolean {
  const { response } = (route.schema ?? {}) as { response?: Record<string, { content?: Record<string, unknown> }> };
  return response?.[200]?.content?.['text/event-stream'] !== undefined;
}

function probe(name: string, method: string, route: RouteOptions): ProbedRoute {
  const problems: string[] = [];
  const params = paramsOf(route.url);
  for (const param of params) {
    if (param === '*')
      problems.push(`${name} is private and takes a wildcard: name the record it reads (\`:somethingId\`) and give that name a maker in ${MAKERS_FILE}`);
    else if (!idMakers[param] && !partMakers[param])
      problems.push(`${name} takes :${param}, which has no maker: add it to idMakers (a record's id) or partMakers in ${MAKERS_FILE}`);
  }
  if (params.length > 0 && !params.some((param) => idMakers[param]))
    problems.push(`${name} takes params but none names a record: if one is a record's id, add it to idMakers in ${MAKERS_FILE}`);

  const schema = (route.schema ?? {}) as { querystring?: ZodLike; body?: ZodLike; consumes?: string[] };
  const query = fieldsOf(name, 'query field', schema.querystring, problems);
  const isForm = schema.consumes?.includes('multipart/form-data') === true;
  const body = isForm ? [] : fieldsOf(name, 'body field', schema.body, problems);
  const hasBody = !isForm && schema.body !== undefined && !acceptsMissing(schema.body);

  return {
    name,
    kind: params.length > 0 ? 'object' : 'caller',
    isStream: answersEventStream(route),
    problems,
    request: (caller) => {
      const context = { ...caller, route: route.url };
      const url = route.url.replace(/:(\w+)/g, (_, param: string) => encodeURIComponent(String((idMakers[param] ?? partMakers[param])!(context))));
      const options: InjectOptions = { method: method as InjectOptions['method'], url };
      if (query.length) options.query = Object.fromEntries(query.map((field) => [field, String(fieldMakers[field]!(context))]));
      if (hasBody) options.payload = Object.fromEntries(body.map((field) => [field, fieldMakers[field]!(context)]));
      if (isForm) options.payload = uploadForm(context);
      return options;
    },
  };
}

/** A record the probe names in an operator route's path: who may call is the question, not which record. */
const SOME_RECORD = '0190f4a8-0000-7000-8000-000000000000';

/** An operator route, called with the upload form every form route gets; its refusal comes before either is read. */
function operatorProbe(name: string, method: string, route: RouteOptions): ProbedRoute {
  const schema = (route.schema ?? {}) as { consumes?: string[] };
  return {
    name,
    kind: 'operator',
    isStream: false,
    problems: [],
    request: (context) => {
      const options: InjectOptions = { method: method as InjectOptions['method'], url: route.url.replace(/:(\w+)/g, SOME_RECORD) };
      if (schema.consumes?.includes('multipart/form-data')) options.payload = uploadForm({ ...context, route: route.url });
      return options;
    },
  };
}

/**
 * A staff route, called with the workshop in its path and every other record a made-up one, and no
 * body: who may call is decided before either is read (the auth hook's role check), and the
 * workshop a caller does not work at is not found before any record is looked up.
 */
function staffProbe(name: string, method: string, route: RouteOptions): ProbedRoute {
  return {
    name,
    kind: 'staff',
    isStream: false,
    problems: [],
    request: (context) => ({
      method: method as InjectOptions['method'],
      url: route.url.replace(/:(\w+)/g, (_, param: string) => (param === 'workshopId' && context.workshopId ? context.workshopId : SOME_RECORD)),
    }),
  };
}

/**
 * The fields of a query or body schema the makers fill: every field with a maker (optional ones too,
 * so an optional `vehicleId` filter is aimed at the owner's vehicle); a required field without one
 * is a problem.
 */
function fieldsOf(name: string, what: string, schema: ZodLike | undefined, problems: string[]): string[] {
  if (!schema || acceptsMissing(schema)) return [];
  if (!schema.shape) {
    problems.push(`${name} takes a ${what.replace(' field', '')} that is not an object: teach route-table.ts to build it`);
    return [];
  }
  const fields: string[] = [];
  for (const [field, fieldSchema] of Object.entries(schema.shape)) {
    if (fieldMakers[field]) fields.push(field);
    else if (!acceptsMissing(fieldSchema))
      problems.push(`${name} needs ${what} \`${field}\`, which has no maker: add it to valueMakers (or idMakers) in ${MAKERS_FILE}`);
  }
  return fields;
}

function uploadForm(context: MakerContext) {
  return multipart([
    ...Object.entries(formFieldMakers).map(([field, make]) => ({ name: field, value: String(make(context)) })),
    ...FORM_FILES.map((file) => ({ name: file, file: formPicture(), filename: `${file}.png`, type: 'image/png' })),
  ]);
}
