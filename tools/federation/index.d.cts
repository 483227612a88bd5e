import type { Configuration } from 'webpack';

export interface FederatedConfigOptions {
  /** Federation name: host_shell, mfe_public, mfe_properties, mfe_masters or mfe_users. */
  name: string;
  /** The app's folder (its package.json, src/ and dist/). */
  dir: string;
  /** Dev-server port. */
  port: number;
  /** Remote modules, e.g. { './home': './src/exposed/home.tsx' }. */
  exposes?: Record<string, string>;
  isHost?: boolean;
  title?: string;
  description?: string;
}

/** A webpack-cli function config: `--mode` decides the build (production by default). */
export type FederatedConfigFactory = (env: unknown, argv?: { mode?: string }) => Configuration;

export declare function createFederatedConfig(
  options: FederatedConfigOptions,
): FederatedConfigFactory;
