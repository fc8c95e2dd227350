import { compressContextTool } from './compression.js';
import { editFileTool } from './editFile.js';
import { listFilesTool } from './listFiles.js';
import { createProjectTool } from './project.js';
import { readFileTool } from './readFile.js';
import { ToolRegistry } from './registry.js';
import { searchFilesTool } from './searchFiles.js';
import { writeFileTool } from './writeFile.js';

/** The tools every writing session gets, in the order the model sees them. */
export const DEFAULT_TOOLS = [
  createProjectTool,
  writeFileTool,
  editFileTool,
  readFileTool,
  searchFilesTool,
  listFilesTool,
  compressContextTool,
];

export function defaultTools(): ToolRegistry {
  return new ToolRegistry(DEFAULT_TOOLS);
}
