import type { ActiveProject } from '../../src/project/active.js';
import { WordCountCache } from '../../src/project/files.js';
import type { ToolContext, WriteIntent } from '../../src/tools/registry.js';
import { tempDir } from './cli.js';

/** A ToolContext over a temporary output folder, recording what handlers asked for. */
export class TestToolContext implements ToolContext {
  project: ActiveProject | undefined;
  compressionRequests = 0;
  readonly writes: Array<[string, number]> = [];
  /** Write intents, in the order the tools recorded them. */
  readonly intents: WriteIntent[] = [];
  readonly wordCache = new WordCountCache();

  constructor(readonly outputDir: string = tempDir()) {}

  async activateProject(project: ActiveProject): Promise<void> {
    this.project = project;
  }

  requestCompression(): void {
    this.compressionRequests++;
  }

  recordIntent(intent: WriteIntent): void {
    this.intents.push(intent);
  }

  noteWrite(file: string, words: number): void {
    this.writes.push([file, words]);
  }
}
