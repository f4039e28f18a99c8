/**
 * The successful calls of the back office's state-changing routes that features keep beside their code:
 * each `server/src/features/<feature>/*.staff-examples.ts` exports `staffRouteExamples`, one call per
 * "METHOD /url" of the route table, each making what it needs in the test app's database. The route
 * matrix (staff-routes.test.ts) runs them all and checks that each leaves an audit line.
 */
import { globSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { FastifyInstance } from "fastify";

export type StaffRouteExample = (app: FastifyInstance) => Promise<{ statusCode: number; body: string }>;
export type StaffRouteExamples = Record<string, StaffRouteExample>;

const FEATURES = join(import.meta.dirname, "..", "features");

/** Every feature's examples, bound to this app; a route named by two files is a mistake and throws. */
export async function featureExamples(
  app: FastifyInstance,
): Promise<Record<string, () => Promise<{ statusCode: number; body: string }>>> {
  const bound: Record<string, () => Promise<{ statusCode: number; body: string }>> = {};
  for (const file of globSync("*/*.staff-examples.ts", { cwd: FEATURES }).sort()) {
    const module = (await import(pathToFileURL(join(FEATURES, file)).href)) as {
      staffRouteExamples: StaffRouteExamples;
    };
    for (const [route, example] of Object.entries(module.staffRouteExamples)) {
      if (route in bound) throw new Error(`${route} has two examples (the second in ${file})`);
      bound[route] = () => example(app);
    }
  }
  return bound;
}
