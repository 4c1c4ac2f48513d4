import { act, renderHook } from '@testing-library/react';
import { toast } from 'sonner';
import { ApiError } from '@/lib/api-client';
import { createAutoSaver, useAutoSave, type AutoSaveStatus } from './use-auto-save';

function setup(save = vi.fn(async (_v: string) => 'ok')) {
  const statuses: AutoSaveStatus[] = [];
  const onError = vi.fn();
  const saver = createAutoSaver<string>({ save, onStatusChange: (s) => statuses.push(s), onError });
  const last = () => statuses[statuses.length - 1];
  return { save, saver, statuses, last, onError };
}

describe('createAutoSaver', () => {
  beforeEach(() => vi.useFakeTimers());

  it('saves 1000 ms after the last change', async () => {
    const { save, saver, last } = setup();
    saver.schedule('a');
    expect(last()).toBe('saving');
    await vi.advanceTimersByTimeAsync(999);
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith('a');
    expect(last()).toBe('saved');
  });

  it('a new edit cancels the pending save', async () => {
    const { save, saver } = setup();
    saver.schedule('a');
    await vi.advanceTimersByTimeAsync(800);
    saver.schedule('ab');
    await vi.advanceTimersByTimeAsync(800);
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith('ab');
    await vi.advanceTimersByTimeAsync(5000);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('manual save cancels the pending one and saves at once', async () => {
    const { save, saver, last } = setup();
    saver.schedule('a');
    await saver.saveNow('manual');
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith('manual');
    expect(last()).toBe('saved');
    await vi.advanceTimersByTimeAsync(3000);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('goes from saved back to idle after 2 s', async () => {
    const { saver, statuses } = setup();
    await saver.saveNow('x');
    expect(statuses).toEqual(['saving', 'saved']);
    await vi.advanceTimersByTimeAsync(1999);
    expect(statuses.at(-1)).toBe('saved');
    await vi.advanceTimersByTimeAsync(1);
    expect(statuses).toEqual(['saving', 'saved', 'idle']);
  });

  it('goes from error back to idle after 3 s and reports the error', async () => {
    const error = new ApiError('Slug bereits vergeben', 400, 'Slug bereits vergeben');
    const { saver, statuses, onError } = setup(vi.fn(async () => Promise.reject(error)));
    saver.schedule('x');
    await vi.advanceTimersByTimeAsync(1000);
    expect(statuses.at(-1)).toBe('error');
    expect(onError).toHaveBeenCalledWith(error);
    await vi.advanceTimersByTimeAsync(2999);
    expect(statuses.at(-1)).toBe('error');
    await vi.advanceTimersByTimeAsync(1);
    expect(statuses.at(-1)).toBe('idle');
  });

  it('flush sends the waiting save at once', async () => {
    const { save, saver } = setup();
    saver.schedule('a');
    saver.flush();
    expect(save).toHaveBeenCalledWith('a', undefined);
    saver.dispose();
    await vi.advanceTimersByTimeAsync(2000);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('does nothing after dispose', async () => {
    const { save, saver } = setup();
    saver.schedule('a');
    saver.dispose();
    await vi.advanceTimersByTimeAsync(2000);
    expect(save).not.toHaveBeenCalled();
  });
});

describe('useAutoSave', () => {
  it('shows the destructive toast with the server message on error', async () => {
    vi.useFakeTimers();
    const toastError = vi.spyOn(toast, 'error');
    const save = vi.fn(async () => {
      throw new ApiError('Ungültige URL', 400, 'Ungültige URL');
    });
    const { result } = renderHook(() => useAutoSave<string>({ save }));
    act(() => result.current.schedule('x'));
    expect(result.current.status).toBe('saving');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(result.current.status).toBe('error');
    expect(toastError).toHaveBeenCalledWith('Änderungen nicht gespeichert', { description: 'Ungültige URL' });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3000);
    });
    expect(result.current.status).toBe('idle');
  });

  it('sends an edit still waiting for the debounce with keepalive when the tab closes', async () => {
    vi.useFakeTimers();
    const save = vi.fn(async () => ({}));
    const { result } = renderHook(() => useAutoSave<string>({ save }));
    act(() => result.current.schedule('letzte Änderung'));
    expect(save).not.toHaveBeenCalled();
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith('letzte Änderung', { keepalive: true });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('sends nothing on pagehide when no edit is waiting', () => {
    const save = vi.fn(async () => ({}));
    renderHook(() => useAutoSave<string>({ save }));
    window.dispatchEvent(new Event('pagehide'));
    expect(save).not.toHaveBeenCalled();
  });
});
