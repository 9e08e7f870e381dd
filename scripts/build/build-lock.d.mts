export declare function withBuildLock<T>(file: string, work: () => Promise<T> | T, onWait?: (owner: number) => void): Promise<T>;
