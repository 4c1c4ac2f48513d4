import { act, screen, waitFor } from '@testing-library/react';
import { jsonResponse, renderWithProviders } from '@/test/render';
import { StatsSection } from './stats-section';

function stubStats(handler: () => Response) {
  const fetchMock = vi.fn(async (url: string) => {
    if (url === '/api/public/stats') return handler();
    return jsonResponse({ message: 'not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const value = (key: string) => screen.getByTestId(`stat-${key}`).textContent;

/** IntersectionObserver stand-in whose callback the test triggers. */
function stubIntersectionObserver() {
  const observers: { cb: IntersectionObserverCallback; options?: IntersectionObserverInit }[] = [];
  class FakeObserver {
    constructor(cb: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      observers.push({ cb, options });
    }
    observe() {}
    disconnect() {}
    unobserve() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    observers,
    show(ratio: number) {
      act(() => {
        for (const o of observers) {
          o.cb([{ isIntersecting: ratio > 0, intersectionRatio: ratio } as IntersectionObserverEntry], {} as IntersectionObserver);
        }
      });
    },
  };
}

describe('statistics counters', () => {
  it('count up from 0 to floor(value * 2.5) over 2 s once 30 % of the section is visible', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubStats(() => jsonResponse({ totalEvents: 40, totalLeads: 1001, totalUsers: 7 }));
    const io = stubIntersectionObserver();
    renderWithProviders(<StatsSection />);
    await screen.findByTestId('stat-totalLeads');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(50);
    });
    expect(value('totalLeads')).toBe('0');
    expect(io.observers[0].options?.threshold).toBe(0.3);

    io.show(0.1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(500);
    });
    expect(value('totalLeads')).toBe('0');

    io.show(0.3);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(600);
    });
    const midway = Number(value('totalLeads')!.replace(/\./g, ''));
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(2502);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1500);
    });
    expect(value('totalEvents')).toBe('100');
    expect(value('totalLeads')).toBe('2.502');
    expect(value('totalUsers')).toBe('17');
  });

  it('shows the fallback numbers (x 2.5) when the stats cannot be loaded', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubStats(() => jsonResponse({ message: 'kaputt', statusCode: 500 }, 500));
    renderWithProviders(<StatsSection />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2500);
    });
    expect(value('totalEvents')).toBe('617');
    expect(value('totalLeads')).toBe('4.585');
    expect(value('totalUsers')).toBe('222');
  });

  it('polls every 30 s and shows new numbers without animating again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let leads = 100;
    const fetchMock = stubStats(() => jsonResponse({ totalEvents: 10, totalLeads: leads, totalUsers: 1 }));
    renderWithProviders(<StatsSection />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2500);
    });
    expect(value('totalLeads')).toBe('250');
    const calls = fetchMock.mock.calls.length;
    leads = 200;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000);
    });
    expect(fetchMock.mock.calls.length).toBe(calls + 1);
    expect(value('totalLeads')).toBe('500');
  });

  it('jumps to the final numbers with reduced motion', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) => ({ matches: query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList,
    );
    stubStats(() => jsonResponse({ totalEvents: 12, totalLeads: 104, totalUsers: 6 }));
    renderWithProviders(<StatsSection />);
    expect(await screen.findByText('15')).toBeInTheDocument();
    expect(value('totalLeads')).toBe('260');
  });

  it('stays hidden until there are 10 events and 100 leads (a young platform shows no zeros)', async () => {
    let totals = { totalEvents: 9, totalLeads: 5000, totalUsers: 3 };
    stubStats(() => jsonResponse(totals));
    const { queryClient } = renderWithProviders(<StatsSection />);
    await waitFor(() => expect(queryClient.getQueryData(['/api/public/stats'])).toEqual(totals));
    expect(screen.queryByRole('heading', { name: /Aussteller vertrauen/ })).not.toBeInTheDocument();

    totals = { totalEvents: 500, totalLeads: 99, totalUsers: 3 };
    await act(() => queryClient.refetchQueries({ queryKey: ['/api/public/stats'] }));
    expect(screen.queryByRole('heading', { name: /Aussteller vertrauen/ })).not.toBeInTheDocument();

    totals = { totalEvents: 10, totalLeads: 100, totalUsers: 3 };
    await act(() => queryClient.refetchQueries({ queryKey: ['/api/public/stats'] }));
    expect(await screen.findByRole('heading', { name: /Aussteller vertrauen/ })).toBeInTheDocument();
  });
});
