import type { Content } from '@google/genai';
import { describe, expect, it } from 'vitest';
import { estimateContentsTokens, estimateTextTokens, needsExactCount, TokenAccount } from '../../src/context/tokens.js';

const message = (text: string): Content => ({ role: 'user', parts: [{ text }] });

describe('estimateTextTokens', () => {
  it('counts about 4 ASCII characters per token', () => {
    expect(estimateTextTokens('a'.repeat(4000))).toBe(1000);
  });

  it('counts Korean, Japanese and Chinese near one token per character', () => {
    expect(estimateTextTokens('등'.repeat(1000))).toBe(1000);
    expect(estimateTextTokens('の'.repeat(1000))).toBe(1000);
    expect(estimateTextTokens('灯'.repeat(1000))).toBe(1000);
  });

  it('counts other non-ASCII letters between the two', () => {
    expect(estimateTextTokens('ж'.repeat(1000))).toBe(500);
  });

  it('counts an emoji (surrogate pair) once', () => {
    expect(estimateTextTokens('🙂'.repeat(10))).toBe(10);
  });
});

describe('TokenAccount', () => {
  it('learns how dense the text is from two exact figures, and weighs what is appended after by it', () => {
    const account = new TokenAccount(50);
    const history = [message('x'.repeat(4_000)), message('y'.repeat(4_000)), message('z'.repeat(4_000))];
    account.observePrompt(1_050, 1, history);
    // The second message costs three times its estimate: the tokenizer splits this text finely.
    const second = estimateContentsTokens(history.slice(1, 2));
    account.observePrompt(1_050 + 3 * second, 2, history);
    expect(account.density).toBeCloseTo(3, 5);
    expect(account.estimate(history)).toBe(
      1_050 + 3 * second + Math.ceil(3 * estimateContentsTokens(history.slice(2))),
    );
    expect(account.unverified(history)).toBe(Math.ceil(3 * estimateContentsTokens(history.slice(2))));
    // A history replaced by a compression keeps the density: it belongs to the text, not to one history.
    account.reset();
    expect(account.estimate(history.slice(2))).toBe(
      account.overhead + Math.ceil(3 * estimateContentsTokens(history.slice(2))),
    );
  });

  it('adds an estimate of what was appended since the last exact figure', () => {
    const account = new TokenAccount(50);
    const history = [message('x'.repeat(400)), message('y'.repeat(400))];
    expect(account.hasExact).toBe(false);
    account.observePrompt(1000, 1); // the reply covered the first message (and the overhead)
    expect(account.estimate(history)).toBe(1000 + estimateContentsTokens(history.slice(1)));
  });

  it('adds the overhead to a countTokens answer', () => {
    const account = new TokenAccount(50);
    account.observeCount(700, 2);
    expect(account.estimate([message('a'), message('b')])).toBe(750);
  });

  it('falls back to a full estimate after the history was replaced by a shorter one', () => {
    const account = new TokenAccount(50);
    account.observePrompt(100_000, 40);
    const short = [message('summary')];
    expect(account.estimate(short)).toBe(50 + estimateContentsTokens(short));
  });
});

describe('needsExactCount', () => {
  it('asks for a count after a recovery, for a big history with nothing exact known, or where one turn could hide a crossing', () => {
    expect(needsExactCount(10, 900, false)).toBe(false); // a fresh prompt: the first reply's usage will tell
    expect(needsExactCount(10, 900, false, true)).toBe(true); // after a recovery
    expect(needsExactCount(450, 900, false)).toBe(true); // nothing exact, and big enough to matter
    // With an exact figure: only when what it does not cover (the last turn's messages) could put it over.
    expect(needsExactCount(800, 900, true, false, 50)).toBe(false);
    expect(needsExactCount(850, 900, true, false, 50)).toBe(true);
    expect(needsExactCount(880, 900, true, false, 0)).toBe(false); // all of it exact: nothing to learn
    expect(needsExactCount(950, 900, true, false, 50)).toBe(false); // over already: a compression follows anyway
  });
});

describe('TokenAccount learns what the system prompt and tools cost', () => {
  // Figures of the issue: the first turn estimated at 1,080 against 918 billed; after a
  // recovery, a countTokens answer plus the estimated overhead made 1,426 against 1,259.
  const prompt = message('Write a novella about a lighthouse keeper who finds a message in a bottle.');
  const priorOverhead = 1_080 - estimateContentsTokens([prompt]);

  it("takes the first reply's promptTokenCount less the prompt as the overhead", () => {
    const account = new TokenAccount(priorOverhead);
    expect(account.estimate([prompt])).toBe(1_080);
    account.observePrompt(918, 1, [prompt]);
    expect(account.overhead).toBe(918 - estimateContentsTokens([prompt]));
    // Once the history is replaced (a compression), the estimate rests on the learned overhead.
    account.reset();
    expect(account.estimate([prompt])).toBe(918);
  });

  it('learns it exactly from a reply to contents countTokens measured (a recovery)', () => {
    const account = new TokenAccount(priorOverhead);
    const history = [prompt, message('The keeper lit the lamp.'), message('[writer] Resumed.')];
    const counted = 1_426 - priorOverhead; // countTokens: the contents alone
    account.observeCount(counted, history.length);
    expect(account.estimate(history)).toBe(1_426);
    account.observePrompt(1_259, history.length, history);
    expect(account.overhead).toBe(1_259 - counted);
    // The next countTokens answer (near the threshold, after a compression) is then exact too.
    account.observeCount(counted + 500, history.length + 2);
    expect(account.estimate([...history, message('a'), message('b')])).toBe(1_259 + 500);
  });

  it("after a recovery, learns it from the journal's last promptTokenCount and the resumed run's count", () => {
    const account = new TokenAccount(priorOverhead);
    const history = [prompt, message('The keeper lit the lamp.'), message('[writer] Resumed.')];
    // The journal: the last reply covered the first two messages and cost 1,200 prompt tokens.
    account.rememberPrompt(1_200, 2);
    const appended = estimateContentsTokens(history.slice(2));
    const counted = 1_259 - 1_200 - appended + 1_100; // the contents alone, as countTokens tells them
    account.observeCount(counted, history.length, history);
    expect(account.estimate(history)).toBe(1_200 + appended); // not counted + the guessed overhead
    expect(account.overhead).toBe(1_200 + appended - counted);
    // Without the journal's figure the count is topped up with the guess, as before.
    const unseeded = new TokenAccount(priorOverhead);
    unseeded.observeCount(counted, history.length, history);
    expect(unseeded.estimate(history)).toBe(counted + priorOverhead);
  });

  it('keeps the overhead once learned: later replies cover grown contents the estimate only guesses', () => {
    const account = new TokenAccount(priorOverhead);
    account.observePrompt(918, 1, [prompt]);
    const learned = account.overhead;
    const history = [prompt, message('x'.repeat(4_000))];
    account.observePrompt(2_100, 2, history);
    expect(account.overhead).toBe(learned);
  });
});
