// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import TeaserAction from '../../src/islands/TeaserAction';
import { $user } from '../../src/stores/auth';
import { stubApi } from './fixtures';
import { media, stubMedia, t } from './player-fixtures';

vi.mock('hls.js', async () => ({ default: (await import('./player-fixtures')).FakeHls }));

// The stage's «تیزر» action (docs/decisions/0023-teasers.md): a link to the teaser's page that,
// once awake, asks the original's files call (content 1) and plays the teaser in watch mode with
// the title's player, keeping no resume point; back returns to the stage and the link.

const FILES = '/api/v1/ghost/get/files';
const TEASER = '/media/t/1.w.x/teaser/1/master.m3u8';

beforeEach(stubMedia);

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  $user.set(null);
});

const renderAction = () =>
  render(
    <TeaserAction
      locale="fa"
      type="movie"
      id={1}
      name="آخرین قطار تبریز"
      label="تیزر"
      href="/movie/1/teaser"
      poster="/b.jpg"
    />,
  );

describe('TeaserAction', () => {
  it('is a link to the teaser page, which plays the files call’s master in watch mode and keeps no place', async () => {
    const calls = stubApi({
      [`POST ${FILES}`]: { body: { data: { file: [{ file: `http://${location.host}${TEASER}` }], download: [] } } },
    });
    renderAction();
    const link = screen.getByRole('link', { name: 'تیزر' });
    expect(link).toHaveAttribute('href', '/movie/1/teaser');
    await userEvent.click(link);
    const stage = await screen.findByRole('region', { name: t('player.region') });
    expect(stage).toHaveClass('watch');
    expect(calls.find((call) => call.url === FILES)).toMatchObject({
      method: 'POST',
      body: { id: 1, type: 'movie', content: 1 },
    });
    const video = stage.querySelector('video')!;
    // The master the answer named on this site, by its path.
    await waitFor(() => expect(video.getAttribute('src')).toBe(TEASER));
    fireEvent(video, new Event('loadedmetadata'));
    expect(media.currentTime).toBe(0);
    // Paused and left: no resume point goes anywhere.
    await userEvent.click(screen.getByRole('button', { name: t('player.pause') }));
    await userEvent.click(screen.getByRole('button', { name: t('player.exit') }));
    expect(screen.queryByRole('region', { name: t('player.region') })).toBeNull();
    expect(calls.filter((call) => call.url.endsWith('/recently'))).toEqual([]);
    expect(link).toHaveFocus();
  });

  it('opens the teaser page when the files call fails', async () => {
    stubApi({ [`POST ${FILES}`]: { status: 500, body: { message: 'Down' } } });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, host: location.host, assign });
    renderAction();
    await userEvent.click(screen.getByRole('link', { name: 'تیزر' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/movie/1/teaser'));
  });
});
