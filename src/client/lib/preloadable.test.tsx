import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { preloadable } from './preloadable';

afterEach(cleanup);

function Greeting({ name }: { readonly name: string }) {
  return <p>Hello {name}</p>;
}

/** A load the test resolves or rejects by hand, counting how often it was started. */
function manualLoad() {
  const control = { starts: 0, resolve: () => {}, reject: (_error: Error) => {} };
  const load = () => {
    control.starts += 1;
    return new Promise<typeof Greeting>((resolve, reject) => {
      control.resolve = () => resolve(Greeting);
      control.reject = reject;
    });
  };
  return { control, load };
}

describe('preloadable', () => {
  it('shows nothing until its code arrives, then the component', async () => {
    const { control, load } = manualLoad();
    const { Component } = preloadable(load);
    render(<Component name="Ana" />);
    expect(screen.queryByText('Hello Ana')).toBeNull();
    await act(async () => control.resolve());
    expect(await screen.findByText('Hello Ana')).toBeTruthy();
  });

  it('once preloaded renders on the same frame, and loads the code only once', async () => {
    const { control, load } = manualLoad();
    const greeting = preloadable(load);
    const preloading = greeting.preload();
    const again = greeting.preload();
    control.resolve();
    await Promise.all([preloading, again]);
    render(<greeting.Component name="Ben" />);
    expect(screen.getByText('Hello Ben')).toBeTruthy();
    expect(control.starts).toBe(1);
  });

  it('a failed load can be tried again', async () => {
    const { control, load } = manualLoad();
    const greeting = preloadable(load);
    const first = greeting.preload();
    control.reject(new Error('offline'));
    await expect(first).rejects.toThrow('offline');
    const second = greeting.preload();
    control.resolve();
    await second;
    expect(control.starts).toBe(2);
  });
});
