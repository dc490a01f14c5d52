import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NewVersionPrompt, reloadOnceTheNewWorkerControls } from './new-version';

// The prompt and its reload; the real worker swap under a running page is tests/e2e/pwa.spec.ts.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the 'new version' prompt (docs/architecture.md §5 updates)", () => {
  it("says 'A new version is available' with Reload", () => {
    const onReload = vi.fn();
    render(<NewVersionPrompt onReload={onReload} />);
    expect(screen.getByRole('status').textContent).toContain('A new version is available');
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Reload' })));
    expect(onReload).toHaveBeenCalledOnce();
  });

  it('Reload activates the waiting worker, then reloads once it controls the page (also on a first visit)', () => {
    const worker = new EventTarget();
    const reload = vi.fn();
    const activate = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: worker });
    vi.stubGlobal('location', { ...window.location, reload });
    reloadOnceTheNewWorkerControls(activate);
    expect(activate).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();
    worker.dispatchEvent(new Event('controllerchange'));
    worker.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledOnce();
  });
});
