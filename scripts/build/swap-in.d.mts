export declare const OWN_FILES: string;
export declare function currentBuild(link: string): string | null;
export declare function recordOwnFiles(dir: string): void;
export declare function carryOver(previous: string | null, next: string, folder: string): number;
export declare function swapIn(dir: string, link: string, parkedAs: string): void;
export declare function pruneBuilds(parking: string, prefix: string, keep: number, current: string): void;
