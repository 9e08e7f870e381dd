export declare const STAMP_FILE: string;
export declare const INPUTS: { app: string[]; server: string[] };
export declare function sourcesStamp(root: string, inputs: string[]): string;
export declare function builtStamp(outputDir: string): string | null;
export declare function isUpToDate(outputDir: string, entry: string, stamp: string): boolean;
