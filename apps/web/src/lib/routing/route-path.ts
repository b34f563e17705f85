import { clientRoutes } from '@app/contract';

const pathById = new Map(clientRoutes.map((route) => [route.id, route.path]));

/**
 * The path of a contract route id, so links follow the route table instead of
 * repeating its paths. An unknown id is a programming error.
 */
export function routePath(id: string): string {
  const path = pathById.get(id);
  if (path === undefined) throw new Error(`no client route with id "${id}"`);
  return path;
}
