import { compressContextTool } from './compression.js';
import { listFilesTool } from './listFiles.js';
import { createProjectTool } from './project.js';
import { readFileTool } from './readFile.js';
import { ToolRegistry } from './registry.js';
import { writeFileTool } from './writeFile.js';

/** The tools every writing session gets. */
export function defaultTools(): ToolRegistry {
  return new ToolRegistry([createProjectTool, writeFileTool, readFileTool, listFilesTool, compressContextTool]);
}
