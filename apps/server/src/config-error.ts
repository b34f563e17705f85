/** A configuration the server refuses to start with; the message names every setting at fault, one per line. */
export class ConfigError extends Error {}

/** The message every refusal prints: a heading, then one indented line per setting. */
export const refusal = (lines: readonly string[]) => new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
