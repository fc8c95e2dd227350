import { spawn } from 'node:child_process';
import path from 'node:path';
import { EXIT } from '../cli/exitCodes.js';
import { printError } from '../cli/messages.js';
import type { CliOptions } from '../cli/options.js';
import { isDirectory } from '../cli/project.js';
import { settingsOrExit } from '../cli/settings.js';
import { errorMessage } from '../util/errors.js';

/**
 * `writer studio [-o DIR] [--port N] [--open]`: the output folder in a
 * browser, served on 127.0.0.1 only until Ctrl+C. The first line printed is
 * the address with its token; nothing in the studio spends money.
 */

export interface StudioCommandOptions extends CliOptions {
  port?: number;
  open?: boolean;
}

/** Open the address in the desktop's browser, if it has one; failing to is no error (the address is printed). */
function openBrowser(url: string): void {
  const command = process.platform === 'darwin' ? 'open' : process.platform === 'win32' ? 'explorer' : 'xdg-open';
  try {
    const child = spawn(command, [url], { stdio: 'ignore', detached: true });
    child.on('error', () =>
      process.stderr.write(`writer: could not open a browser (${command}); open the address above.\n`),
    );
    child.unref();
  } catch {
    // Said by the error handler above where spawn gets that far.
  }
}

export async function studioCommand(options: StudioCommandOptions): Promise<number> {
  const resolved = await settingsOrExit(options);
  if (typeof resolved === 'number') return resolved;
  const settings = resolved.settings;
  const outputDir = path.resolve(settings.outputDir);
  if (!(await isDirectory(outputDir))) {
    printError(`No output folder ${outputDir} (give another with -o).`);
    return EXIT.usage;
  }
  const { startStudio } = await import('./server.js');
  let studio: Awaited<ReturnType<typeof startStudio>>;
  try {
    studio = await startStudio({
      outputDir,
      prices: settings.prices,
      meta: { author: settings.author, lang: settings.lang ?? 'en' },
      ...(options.port !== undefined ? { port: options.port } : {}),
    });
  } catch (error) {
    printError(
      `The studio could not start on 127.0.0.1${options.port ? `:${options.port}` : ''}: ${errorMessage(error)}`,
    );
    return EXIT.failed;
  }
  process.stdout.write(`Studio: ${studio.url}\n`);
  process.stdout.write(`Serving ${outputDir} on 127.0.0.1 only. Press Ctrl+C to stop.\n`);
  if (options.open) openBrowser(studio.url);
  return new Promise<number>((resolve) => {
    const stop = (signal: NodeJS.Signals) => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      void studio.close().then(() => {
        process.stdout.write('Studio stopped.\n');
        resolve(signal === 'SIGINT' ? EXIT.interrupted : EXIT.done);
      });
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
}
