/** The build's list of the files each screen route loads (plugin.ts), read by the server as it answers a page. */
export const ROUTE_CHUNKS_FILE = '.route-chunks.json';

export interface RouteChunks {
  /** The signed-in shell's code (router, frame, engine core) and style, which every screen route loads. */
  shell: string[];
  /** Per screen, its routes (react-router patterns) and the files of its own code, style and descriptors. */
  screens: { routes: string[]; files: string[] }[];
}
