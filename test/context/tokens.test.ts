import type { Content } from '@google/genai';
import { describe, expect, it } from 'vitest';
import {
  compressionThreshold,
  estimateContentsTokens,
  estimateContentTokens,
  estimatePartTokens,
  estimateTextTokens,
  needsExactCount,
  TokenAccount,
} from '../../src/context/tokens.js';

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
    expect(estimateTextTokens('\udbff\udfff'.repeat(10))).toBe(10); // the last high surrogate
  });

  it('counts a character after another non-ASCII letter on its own', () => {
    expect(estimateTextTokens('ж灯'.repeat(2))).toBe(3);
  });

  it('draws the line between dense and other characters at the edges of each range', () => {
    const tokens = (code: number) => estimateTextTokens(String.fromCharCode(code).repeat(4));
    // ASCII: 4 characters make 1 token; other non-ASCII: 2; dense: 4.
    expect(tokens(0x7f)).toBe(1);
    for (const code of [0x80, 0x2fff, 0xa000, 0xabff, 0xd7b0, 0xf8ff, 0xfb00, 0xfeff, 0xfff0, 0xdc00])
      expect(tokens(code), code.toString(16)).toBe(2);
    for (const code of [0x3000, 0x9fff, 0xac00, 0xd7af, 0xf900, 0xfaff, 0xff00, 0xffef])
      expect(tokens(code), code.toString(16)).toBe(4);
  });
});

describe('estimatePartTokens', () => {
  it('weighs a call by its name and arguments, and a response by its name and body', () => {
    const content = 'a'.repeat(4_000);
    expect(estimatePartTokens({ functionCall: { name: 'write_file', args: { content } } })).toBe(
      estimateTextTokens(`write_file${JSON.stringify({ content })}`) + 3,
    );
    expect(estimatePartTokens({ functionResponse: { name: 'read_file', response: { content } } })).toBe(
      estimateTextTokens(`read_file${JSON.stringify({ content })}`) + 3,
    );
    // Without a name or arguments only what is there counts.
    expect(estimatePartTokens({ functionCall: {} })).toBe(estimateTextTokens('{}') + 3);
    expect(estimatePartTokens({ functionResponse: {} })).toBe(estimateTextTokens('{}') + 3);
  });

  it('gives every part and every message a few tokens of framing', () => {
    expect(estimatePartTokens({ text: '' })).toBe(3);
    expect(estimatePartTokens({ thoughtSignature: 'c2ln'.repeat(1_000) })).toBe(3);
    expect(estimateContentTokens({ role: 'user', parts: [{ text: '' }, { text: '' }] })).toBe(9);
    expect(estimateContentTokens({ role: 'user' })).toBe(3);
  });
});

describe('compressionThreshold', () => {
  it('takes a share of the limit up to 1, else a token count never above the limit', () => {
    expect(compressionThreshold(100_000, 0.8)).toBe(80_000);
    expect(compressionThreshold(100_000, 1)).toBe(100_000);
    expect(compressionThreshold(100_000, 50_000.7)).toBe(50_000);
    expect(compressionThreshold(100_000, 200_000)).toBe(100_000);
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

describe('TokenAccount edges', () => {
  // Messages of 776 ASCII characters estimate at exactly 200 tokens (194 of text, 3 of part framing, 3 of message).
  const stretch = (c: string) => message(c.repeat(776));

  it('ignores a reply that reports no prompt tokens', () => {
    const account = new TokenAccount(50);
    const history = [message('a'.repeat(400))];
    account.observePrompt(0, 1, history);
    expect(account.hasExact).toBe(false);
    expect(account.overhead).toBe(50);
    expect(account.estimate(history)).toBe(50 + estimateContentsTokens(history));
  });

  it('learns the overhead from an estimate only with the messages in hand, and only once', () => {
    const bare = new TokenAccount(50);
    bare.observePrompt(1_000, 1); // no history: nothing to subtract
    expect(bare.overhead).toBe(50);

    const history = [message('Write.'), message('x'.repeat(4_000)), message('y'.repeat(400))];
    const account = new TokenAccount(50);
    account.observePrompt(900, 1, history);
    const learned = account.overhead;
    expect(learned).toBe(900 - estimateContentsTokens(history.slice(0, 1)));
    // After a compression the figures are forgotten, but the overhead is not guessed again from a long history.
    account.reset();
    account.observePrompt(5_000, 3, history);
    expect(account.overhead).toBe(learned);
  });

  it('does not guess the overhead from the messages once a count is known for other messages', () => {
    const history = [message('a'.repeat(400)), message('b'.repeat(400)), message('c'.repeat(400))];
    const account = new TokenAccount(50);
    account.observeCount(700, 2);
    account.observePrompt(2_000, 3, history);
    expect(account.overhead).toBe(50);
  });

  it('learns the density from a stretch of 200 estimated tokens, not from less', () => {
    const history = [message('Write.'), stretch('x'), message('y'.repeat(770))];
    expect(estimateContentsTokens(history.slice(1, 2))).toBe(200);
    const account = new TokenAccount(50);
    account.observePrompt(1_000, 1, history);
    account.observePrompt(1_400, 2, history);
    expect(account.density).toBe(2);
    account.observePrompt(1_800, 3, history); // 199 estimated tokens: not enough to say
    expect(account.density).toBe(2);
  });

  it('learns the density up to the last message, and never from figures past it', () => {
    const history = [message('Write.'), stretch('x')];
    const account = new TokenAccount(50);
    account.observePrompt(1_000, 1, history);
    account.observePrompt(1_300, 2, history); // covers every message
    expect(account.density).toBe(1.5);
    const past = new TokenAccount(50);
    past.observePrompt(1_000, 1, history);
    past.observePrompt(1_300, 3, history); // covers more messages than it was given
    expect(past.density).toBe(1);
  });

  it('keeps the density between half and four times the estimate', () => {
    const history = [message('Write.'), stretch('x'), stretch('y')];
    const account = new TokenAccount(50);
    account.observePrompt(1_000, 1, history);
    account.observePrompt(1_000 + 10 * 200, 2, history);
    expect(account.density).toBe(4);
    account.observePrompt(3_000 + 20, 3, history);
    expect(account.density).toBe(0.5);
  });

  it('learns the density from two countTokens answers too', () => {
    const history = [message('Write.'), stretch('x'), message('y'.repeat(400))];
    const account = new TokenAccount(50);
    account.observeCount(1_000, 1, history);
    account.observeCount(1_600, 2, history);
    expect(account.density).toBe(3);
    // What is appended after is weighed by it, whether an exact figure covers part of the history or none does.
    const appended = estimateContentsTokens(history.slice(2));
    expect(account.unverified(history)).toBe(Math.ceil(3 * appended));
    expect(account.unverified(history.slice(0, 1))).toBe(Math.ceil(3 * estimateContentsTokens(history.slice(0, 1))));
    // With the journal's figure, what was appended since it is weighed by the density as well.
    account.rememberPrompt(2_000, 2);
    account.observeCount(1_900, 3, history);
    expect(account.overhead).toBe(2_000 + Math.ceil(3 * appended) - 1_900);
  });

  it("takes the journal's figure for the same messages as the count, and ignores an empty one", () => {
    const history = [message('a'.repeat(400)), message('b'.repeat(400))];
    const account = new TokenAccount(50);
    account.rememberPrompt(1_300, 2);
    account.observeCount(1_000, 2, history);
    expect(account.overhead).toBe(300);
    const empty = new TokenAccount(50);
    empty.rememberPrompt(0, 2);
    empty.observeCount(1_000, 2, history);
    expect(empty.overhead).toBe(50);
  });

  it('says nothing is unverified when the last exact figure covers the whole history', () => {
    const history = [message('a'), message('b')];
    const account = new TokenAccount(50);
    account.observeCount(700, 2);
    expect(account.unverified(history)).toBe(0);
  });

  it('forgets every exact figure on reset: counts, the last prompt size and the point the estimate rests on', () => {
    const history = [message('a'.repeat(400)), message('b'.repeat(400)), message('c'.repeat(400))];
    const account = new TokenAccount(50);
    account.observeCount(700, 2);
    account.reset();
    expect(account.hasExact).toBe(false);
    expect(account.estimate(history.slice(0, 2))).toBe(50 + estimateContentsTokens(history.slice(0, 2)));
    // The forgotten count does not stand for the contents of the next reply.
    account.observePrompt(1_000, 2, history);
    expect(account.overhead).toBe(1_000 - estimateContentsTokens(history.slice(0, 2)));

    const resumed = new TokenAccount(50);
    resumed.rememberPrompt(5_000, 2);
    resumed.reset();
    resumed.observeCount(500, 3, history);
    expect(resumed.overhead).toBe(50);
    expect(resumed.estimate(history)).toBe(550);
  });

  it('keeps an overhead learned from a count, and learns none from a count of fewer messages than the prompt', () => {
    const history = [message('a'.repeat(400)), message('b'.repeat(400)), message('c'.repeat(4_000))];
    const account = new TokenAccount(50);
    account.rememberPrompt(1_300, 2);
    account.observeCount(1_000, 2, history);
    expect(account.overhead).toBe(300);
    // After a compression, a reply to a long history does not teach the overhead again from an estimate.
    account.reset();
    account.observePrompt(9_000, 3, history);
    expect(account.overhead).toBe(300);

    const shorter = new TokenAccount(50);
    shorter.rememberPrompt(1_300, 3);
    shorter.observeCount(1_000, 2, history);
    expect(shorter.overhead).toBe(50);
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
    expect(needsExactCount(900, 900, true, false, 50)).toBe(false); // at the threshold already
    expect(needsExactCount(449, 900, false)).toBe(false);
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
