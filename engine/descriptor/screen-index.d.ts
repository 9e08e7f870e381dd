declare module 'virtual:screen-index' {
  const index: { file: string; routes: string[]; id?: string; permission?: import('../../shared/data-types').DataTypeName; recordLabel?: string; history?: string; tabs?: string[] }[];
  export default index;
}
declare module 'virtual:entity-checks' {
  /** One precompiled check per entity schema, loaded on demand (engine/descriptor/entity-checks.ts). */
  const checks: Record<string, () => Promise<{ default: import('ajv').ValidateFunction }>>;
  export default checks;
}
