/** A configuration problem, with where it is: "writer.config.yaml:4: max_iterations must be ...". */
export class ConfigError extends Error {}
