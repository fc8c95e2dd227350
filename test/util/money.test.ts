import { describe, expect, it } from 'vitest';
import { usd } from '../../src/util/money.js';

describe('usd', () => {
  it('shows cents with thousands separated, half a cent up from the amount as written', () => {
    expect(usd(8192)).toBe('$8,192.00');
    expect(usd(1234567.891)).toBe('$1,234,567.89');
    expect(usd(12.5)).toBe('$12.50');
    expect(usd(1.005)).toBe('$1.01');
    expect(usd(2.675)).toBe('$2.68');
    expect(usd(2.674)).toBe('$2.67');
    // Cents that round up to a dollar carry: $1.00, $1,000.00.
    expect(usd(0.995)).toBe('$1.00');
    expect(usd(999.995)).toBe('$1,000.00');
  });

  it('shows four places below a cent', () => {
    expect(usd(0.0042)).toBe('$0.0042');
  });
});
