import type { ResourceProps } from '@refinedev/core';
import type { ResourceAccess } from '../lib/refine/access-control';
import type { AdminFeature } from '../lib/refine/feature';
import type { ResourceRoutes } from '../lib/refine/resource-routes';

export interface JoinedFeatures {
  resources: ResourceProps[];
  routes: ResourceRoutes;
  access: Record<string, ResourceAccess>;
}

/**
 * Every feature's parts as one: the menu in the order given, and one table each of server routes and access needs.
 * Two features claiming one resource name would silently shadow each other, so that is refused at start.
 */
export function joinFeatures(features: readonly Omit<AdminFeature, 'pages'>[]): JoinedFeatures {
  const joined: JoinedFeatures = { resources: [], routes: {}, access: {} };
  const names = new Set<string>();
  for (const feature of features) {
    for (const resource of feature.resources) {
      if (names.has(resource.name)) throw new Error(`Two features declare the resource "${resource.name}"`);
      names.add(resource.name);
      joined.resources.push(resource);
    }
    for (const [name, route] of Object.entries(feature.routes)) {
      if (name in joined.routes) throw new Error(`Two features declare the server route of "${name}"`);
      joined.routes[name] = route;
    }
    Object.assign(joined.access, feature.access);
  }
  return joined;
}
