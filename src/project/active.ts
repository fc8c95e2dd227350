/** The project folder a session writes into. */
export interface ActiveProject {
  /** Folder name under the output folder. */
  name: string;
  /** Absolute path of the project folder. */
  dir: string;
}
