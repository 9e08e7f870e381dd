/** The route links that make each of one record's routes reference every other (Settings › Routes, `link`). */
export function routePairs(routeIds: number[]): { routesId: number; linkedRoutesId: number }[] {
  return routeIds.flatMap((routesId) => routeIds.filter((id) => id !== routesId).map((linkedRoutesId) => ({ routesId, linkedRoutesId })));
}
