/** Where the lower modules report; main.ts hands in one backed by @actions/core. */
export interface Logger {
  debug(message: string): void;
  info(message: string): void;
  warning(message: string): void;
  notice(message: string): void;
}

export const silentLogger: Logger = {
  debug: () => {},
  info: () => {},
  warning: () => {},
  notice: () => {},
};
