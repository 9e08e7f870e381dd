export interface RouteLinkTable {
  routesId: number;
  linkedRoutesId: number;
}

declare module '../schema' {
  interface Database {
    route_links: RouteLinkTable;
  }
}
