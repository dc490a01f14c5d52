import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { countdown } from '../../domain/dates';
import { Countdown, countdownDuration, formatCountdown } from './countdown';

afterEach(cleanup);

const left = (seconds: number) => countdown(new Date(seconds * 1000), new Date(0));

describe('formatCountdown', () => {
  it.each([
    [0, '00:00:00'],
    [59, '00:00:59'],
    [3_661, '01:01:01'],
    [86_399, '23:59:59'],
    [86_400, '1d 00:00:00'],
    [2 * 86_400 + 5, '2d 00:00:05'],
  ])('%i s left reads %s', (seconds, text) => {
    expect(formatCountdown(left(seconds))).toBe(text);
  });

  it('gives the machine-readable duration too', () => {
    expect(countdownDuration(left(86_400 + 3_661))).toBe('P1DT1H1M1S');
  });
});

describe('Countdown', () => {
  it('shows its label and a timer', () => {
    render(<Countdown label="Registration closes in" left={left(90)} />);
    expect(screen.getByText('Registration closes in')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe('00:01:30');
  });
});
