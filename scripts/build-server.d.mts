import type { BuildOptions } from 'esbuild';
export declare const serverBuildOptions: (outdir: string) => BuildOptions;
export declare function buildServer(outdir: string): Promise<void>;
