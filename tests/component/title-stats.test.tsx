// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import TitleStats from '../../src/islands/TitleStats';
import { $user } from '../../src/stores/auth';
import { $loginModal, closeLogin } from '../../src/stores/login';
import { userView, stubApi } from './fixtures';

// A title page's watchlist toggle and clap (content-api statistics, create/watchlist, create/clap).

const STATS = {
  body: {
    data: { claps: { total: 41, user: 0 }, current_time: 0, duration_time: 5400, is_watchlist: false, comm_num: 0 },
  },
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  $user.set(null);
  closeLogin();
});

describe('TitleStats', () => {
  it('without JavaScript is a form that goes to the login page and back', () => {
    stubApi({});
    const { container } = render(<TitleStats locale="fa" type="movie" id={7} />);
    const form = container.querySelector('form')!;
    expect(form).toHaveAttribute('action', '/login');
    expect(form).toHaveAttribute('method', 'get');
    expect(container.querySelector('input[name=redirect]')).toHaveValue('/movie/7');
  });

  it('shows a guest the claps, and asks them to log in when they press a button', async () => {
    $user.set(userView({ mobile: null, scope: ['guest'] }));
    const calls = stubApi({ 'GET /api/v1/ghost/get/statistics/movie/7': STATS });
    render(<TitleStats locale="fa" type="movie" id={7} />);
    expect(await screen.findByRole('button', { name: 'تشویق (۴۱)' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'لیست تماشا' }));
    expect($loginModal.get()).toMatchObject({
      open: true,
      premessage: 'برای لیست تماشا و تشویق ابتدا وارد حساب کاربری شوید.',
    });
    expect(calls.map((call) => call.url)).toEqual(['/api/v1/ghost/get/statistics/movie/7']);
  });

  it("toggles a viewer's watchlist and clap, and says so", async () => {
    $user.set(userView({ mobile: '09121234567', scope: ['user'] }));
    const calls = stubApi({
      'GET /api/v1/get/statistics/episode/1001': STATS,
      'POST /api/v1/create/watchlist': [
        { body: { data: { is_watchlist: true } } },
        { body: { data: { is_watchlist: false } } },
      ],
      'POST /api/v1/create/clap': { body: { data: { user: 1 } } },
    });
    render(<TitleStats locale="fa" type="episode" id={1001} />);
    const watchlist = screen.getByRole('button', { name: 'لیست تماشا' });
    await screen.findByRole('button', { name: 'تشویق (۴۱)' });
    expect(watchlist).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(watchlist);
    expect(watchlist).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('به لیست تماشای شما اضافه شد.');
    await userEvent.click(watchlist);
    expect(watchlist).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('status')).toHaveTextContent('از لیست تماشای شما حذف شد.');

    await userEvent.click(screen.getByRole('button', { name: 'تشویق (۴۱)' }));
    expect(screen.getByRole('button', { name: 'تشویق (۴۲)' })).toHaveAttribute('aria-pressed', 'true');
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { id: 1001, type: 'episode' },
      { id: 1001, type: 'episode' },
      { id: 1001, type: 'episode' },
    ]);
  });
});
