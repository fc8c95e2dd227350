import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createProjectTool, sanitizeProjectName, truncateToBytes } from '../../src/tools/project.js';
import { TestToolContext } from '../support/toolContext.js';

describe('sanitizeProjectName', () => {
  it.each([
    ['The Lighthouse Keeper', 'The_Lighthouse_Keeper'],
    ['  Salt & Iron: A Novel!  ', 'Salt_Iron_A_Novel'],
    ['../../etc/passwd', 'etcpasswd'],
    ['등대지기 이야기', '등대지기_이야기'],
    ['灯台守の物語', '灯台守の物語'],
    ['Café Müller', 'Café_Müller'],
    ['draft-2_final', 'draft-2_final'],
    ['///', 'untitled'],
    ['', 'untitled'],
  ])('%j → %j', (raw, expected) => {
    expect(sanitizeProjectName(raw)).toBe(expected);
  });

  it('caps very long names by bytes, on a character boundary', () => {
    expect(sanitizeProjectName('a'.repeat(500))).toHaveLength(120);
    // 100 CJK letters are 300 bytes: too long for a file name; 4-byte letters likewise.
    const cjk = sanitizeProjectName('灯'.repeat(100));
    expect(Buffer.byteLength(cjk)).toBeLessThanOrEqual(120);
    expect(cjk).toBe('灯'.repeat(40));
    const wide = sanitizeProjectName('𝒜'.repeat(100));
    expect(wide).toBe('𝒜'.repeat(30));
    // A letter and its combining mark stay together.
    expect(sanitizeProjectName(`${'a'.repeat(119)}e\u0301`)).toBe('a'.repeat(119));
  });

  it('creates a folder for a name of 100 CJK letters', async () => {
    const context = new TestToolContext();
    const { response } = await createProjectTool.run({ project_name: '灯'.repeat(100) }, context);
    expect(response.error).toBeUndefined();
    expect(context.project?.name).toBe('灯'.repeat(40));
  });
});

describe('create_project', () => {
  it('creates the folder under the output folder and activates it', async () => {
    const context = new TestToolContext();
    const { response: result } = await createProjectTool.run({ project_name: 'My Book' }, context);
    expect(result).toMatchObject({ project_name: 'My_Book', path: path.join(context.outputDir, 'My_Book') });
    expect(context.project?.dir).toBe(path.join(context.outputDir, 'My_Book'));
    expect(readdirSync(context.outputDir)).toEqual(['My_Book']);
  });

  it('uses name-2, name-3 when the name is taken by earlier runs', async () => {
    const outputDir = new TestToolContext().outputDir;
    const names = [];
    for (let i = 0; i < 3; i++) {
      const context = new TestToolContext(outputDir);
      names.push((await createProjectTool.run({ project_name: 'Book' }, context)).response.project_name);
    }
    expect(names).toEqual(['Book', 'Book-2', 'Book-3']);
  });

  it('keeps one folder per session: a second call does not create another', async () => {
    const context = new TestToolContext();
    await createProjectTool.run({ project_name: 'First' }, context);
    const { response: second } = await createProjectTool.run({ project_name: 'Second' }, context);
    expect(second.project_name).toBe('First');
    expect(String(second.message)).toMatch(/already active/);
    expect(readdirSync(context.outputDir)).toEqual(['First']);
  });
});

describe('create_project: what it answers', () => {
  it('says the folder was made and files go there', async () => {
    const context = new TestToolContext();
    const { response } = await createProjectTool.run({ project_name: 'Lamp' }, context);
    expect(response).toEqual({
      project_name: 'Lamp',
      path: path.join(context.outputDir, 'Lamp'),
      message: 'Created project folder "Lamp". Files you write now go there.',
    });
  });

  it('a repeated call names the active project, and a different name as not created', async () => {
    const context = new TestToolContext();
    await createProjectTool.run({ project_name: 'Lamp' }, context);
    expect((await createProjectTool.run({ project_name: 'Lamp' }, context)).response).toEqual({
      project_name: 'Lamp',
      path: path.join(context.outputDir, 'Lamp'),
      message: 'Project "Lamp" is already active; all files are written there.',
    });
    expect((await createProjectTool.run({ project_name: 'Other one' }, context)).response.message).toBe(
      'Project "Lamp" is already active; all files are written there. (Requested "Other_one" was not created.)',
    );
  });

  it('says why when the folder cannot be made', async () => {
    const outputDir = path.join(new TestToolContext().outputDir, 'out');
    writeFileSync(outputDir, 'a file where the output folder should be');
    const context = new TestToolContext(outputDir);
    const { response } = await createProjectTool.run({ project_name: 'Lamp' }, context);
    expect(response.error).toMatch(/^Could not create the project folder: ENOTDIR/);
    expect(context.project).toBeUndefined();
  });

  it('is described by the name asked for', () => {
    expect(createProjectTool.describe({ project_name: 'The Lamp' })).toBe('create_project "The Lamp"');
  });
});

describe('truncateToBytes', () => {
  it('keeps whole characters within the budget', () => {
    expect(truncateToBytes('abc', 3)).toBe('abc');
    expect(truncateToBytes('abcd', 3)).toBe('abc');
    expect(truncateToBytes('aé', 2)).toBe('a');
    expect(truncateToBytes('aé', 3)).toBe('aé');
    expect(truncateToBytes('abc', 0)).toBe('');
  });
});

describe('sanitizeProjectName: edges', () => {
  it.each([
    ['--Lamp--', 'Lamp'],
    ['__Lamp__', 'Lamp'],
    ['Lamp \t  Light', 'Lamp_Light'],
    ['Cafe\u0301', 'Café'],
    ['a-_-b', 'a-_-b'],
    ['-', 'untitled'],
  ])('%j → %j', (raw, expected) => {
    expect(sanitizeProjectName(raw)).toBe(expected);
  });

  it('drops the "-" and "_" a cut leaves at the end', () => {
    expect(sanitizeProjectName(`${'a'.repeat(119)}_b`)).toBe('a'.repeat(119));
    expect(sanitizeProjectName(`${'a'.repeat(118)}--b`)).toBe('a'.repeat(118));
  });
});
