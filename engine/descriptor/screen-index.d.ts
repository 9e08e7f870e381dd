declare module 'virtual:screen-index' {
  const index: { file: string; routes: string[]; id?: string; permission?: import('../../shared/data-types').DataTypeName; recordLabel?: string; rowsLabel?: string; history?: string; tabs?: string[] }[];
  export default index;
}
declare module 'virtual:entity-checks' {
  /** One precompiled check per entity schema, loaded on demand (engine/descriptor/entity-checks.ts). */
  const checks: Record<string, () => Promise<{ default: import('ajv').ValidateFunction }>>;
  export default checks;
}
declare module 'virtual:descriptor-check' {
  /** The descriptor schema's check of each screen kind's definition, compiled at build (engine/descriptor/descriptor-check-code.ts). */
  const checks: Record<string, import('ajv').ValidateFunction>;
  export = checks;
}
declare module 'virtual:opening-reads' {
  /** Each routed screen's reads a cold page can make before the app's code runs (engine/descriptor/opening-reads.ts). */
  const reads: import('../../shared/early-reads').RouteReads[];
  export default reads;
}
