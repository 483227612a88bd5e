export interface SharedSingleton {
  singleton: true;
  eager: false;
  requiredVersion: string;
}

export declare const SHARED_PACKAGES: readonly string[];

export declare function createSharedMap(pkg: {
  name: string;
  dependencies?: Record<string, string>;
}): Record<string, SharedSingleton>;
