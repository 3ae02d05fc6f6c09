// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $user } from '../../src/stores/auth';
import { userView, stubApi } from './fixtures';
import { hlsInstances, media, MOVIE_PATH, pressPlay, renderPlayer, stubMedia, t, WATCH } from './player-fixtures';

vi.mock('hls.js', async () => ({ default: (await import('./player-fixtures')).FakeHls }));

// The player's own controls and keys (spec §2 player; original-app §4 settings drawer).

beforeEach(() => {
  stubMedia();
  vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('');
  $user.set(userView({ mobile: '09121234567', scope: ['user'] }));
  stubApi({ [`GET ${MOVIE_PATH}`]: WATCH });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
  $user.set(null);
});

async function playing() {
  const { container } = renderPlayer();
  const video = await pressPlay(container);
  fireEvent(video, new Event('loadedmetadata'));
  const stage = screen.getByRole('region', { name: t('player.region') });
  return { video, stage };
}

describe('Player keys', () => {
  it('space plays and pauses', async () => {
    const { stage } = await playing();
    expect(media.paused).toBe(false);
    fireEvent.keyDown(stage, { key: ' ', code: 'Space' });
    expect(media.paused).toBe(true);
    expect(screen.getByRole('button', { name: t('player.play') })).toBeInTheDocument();
    fireEvent.keyDown(stage, { key: ' ', code: 'Space' });
    expect(media.paused).toBe(false);
  });

  it('→ seeks ten seconds forward and ← back, in a right-to-left page too, within the video', async () => {
    const { stage } = await playing();
    expect(media.currentTime).toBe(12);
    fireEvent.keyDown(stage, { key: 'ArrowRight', code: 'ArrowRight' });
    expect(media.currentTime).toBe(22);
    fireEvent.keyDown(stage, { key: 'ArrowLeft', code: 'ArrowLeft' });
    expect(media.currentTime).toBe(12);
    fireEvent.keyDown(stage, { key: 'ArrowRight', code: 'ArrowRight' });
    fireEvent.keyDown(stage, { key: 'ArrowRight', code: 'ArrowRight' });
    expect(media.currentTime).toBe(32);
  });

  it('↑ and ↓ change the volume, M mutes, on a Persian keyboard layout too', async () => {
    const { stage, video } = await playing();
    expect(video.volume).toBe(1);
    fireEvent.keyDown(stage, { key: 'ArrowDown', code: 'ArrowDown' });
    fireEvent.keyDown(stage, { key: 'ArrowDown', code: 'ArrowDown' });
    expect(video.volume).toBeCloseTo(0.8);
    fireEvent.keyDown(stage, { key: 'ArrowUp', code: 'ArrowUp' });
    expect(video.volume).toBeCloseTo(0.9);
    // M on a Persian layout types «پ»; the key is the same.
    fireEvent.keyDown(stage, { key: 'پ', code: 'KeyM' });
    expect(video.muted).toBe(true);
    fireEvent.keyDown(stage, { key: 'm', code: 'KeyM' });
    expect(video.muted).toBe(false);
  });

  it('F asks for fullscreen on the player', async () => {
    const request = vi.fn(() => Promise.resolve());
    Object.defineProperty(HTMLElement.prototype, 'requestFullscreen', { configurable: true, value: request });
    try {
      const { stage } = await playing();
      fireEvent.keyDown(stage, { key: 'ب', code: 'KeyF' });
      expect(request).toHaveBeenCalledTimes(1);
      expect(request.mock.contexts[0]).toBe(stage);
    } finally {
      delete (HTMLElement.prototype as Partial<HTMLElement>).requestFullscreen;
    }
  });

  it('leaves space and the arrows to a focused control', async () => {
    const { stage } = await playing();
    const volume = within(stage).getByRole('slider', { name: t('player.volume') });
    fireEvent.keyDown(volume, { key: 'ArrowRight', code: 'ArrowRight' });
    expect(media.currentTime).toBe(12);
  });
});

describe('Player controls', () => {
  it('are labelled buttons and left-to-right sliders, the time in Persian digits', async () => {
    const { stage, video } = await playing();
    for (const name of [
      'player.pause',
      'player.back10',
      'player.forward10',
      'player.mute',
      'player.settings',
      'player.fullscreen',
    ] as const)
      expect(within(stage).getByRole('button', { name: t(name) })).toBeInTheDocument();
    const time = within(stage).getByRole('slider', { name: t('player.time') });
    expect(time.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    expect(time).toHaveAttribute('aria-valuetext', '۰:۱۲ از ۰:۳۲');
    fireEvent.change(time, { target: { value: '20' } });
    expect(media.currentTime).toBe(20);
    await userEvent.click(within(stage).getByRole('button', { name: t('player.forward10') }));
    expect(media.currentTime).toBe(30);
    fireEvent.change(within(stage).getByRole('slider', { name: t('player.volume') }), { target: { value: '0.5' } });
    expect(video.volume).toBe(0.5);
  });
});

describe('Player settings menu', () => {
  it('switches quality to a rung and back to auto, changes the speed, shows Persian subtitles', async () => {
    const { video } = await playing();
    await userEvent.click(screen.getByRole('button', { name: t('player.settings') }));
    const menu = screen.getByRole('dialog', { name: t('player.settings') });
    const quality = within(menu).getByRole('group', { name: t('player.quality') });
    // The rungs in the page's digits, as "auto (۴۸۰p)" names the one playing (DESIGN.md §5 Settings).
    expect(
      within(quality)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('aria-label') ?? radio.parentElement!.textContent),
    ).toEqual([t('player.qualityAuto'), '۴۸۰p', '۳۶۰p', '۲۴۰p']);
    await userEvent.click(within(quality).getByRole('radio', { name: '۴۸۰p' }));
    expect(hlsInstances.at(-1)!.currentLevel).toBe(2);
    expect(within(quality).getByRole('radio', { name: '۴۸۰p' })).toBeChecked();
    await userEvent.click(within(quality).getByRole('radio', { name: t('player.qualityAuto') }));
    expect(hlsInstances.at(-1)!.currentLevel).toBe(-1);

    await userEvent.click(within(menu).getByRole('radio', { name: '۱٫۵×' }));
    expect(video.playbackRate).toBe(1.5);

    await userEvent.click(within(menu).getByRole('radio', { name: 'فارسی' }));
    const tracks = Array.from(video.querySelectorAll('track'));
    expect(tracks.map((track) => [track.srclang, track.track.mode])).toEqual([
      ['fa', 'showing'],
      ['en', 'disabled'],
    ]);
    // Persian cues read right to left: wrapped in a right-to-left embedding.
    expect((tracks[0]!.track.cues![0] as unknown as { text: string }).text).toBe('\u202B۲ نفر آمدند.\u202C');
    await userEvent.click(within(menu).getByRole('radio', { name: t('player.subtitlesOff') }));
    expect(tracks.map((track) => track.track.mode)).toEqual(['disabled', 'disabled']);
  });

  it('shows the Persian subtitles with the original audio, until the viewer picks their own', async () => {
    const { video } = await playing();
    const modes = () => Array.from(video.querySelectorAll('track')).map((track) => track.track.mode);
    expect(modes()).toEqual(['disabled', 'disabled']);
    await userEvent.click(screen.getByRole('button', { name: t('player.settings') }));
    await userEvent.click(screen.getByRole('radio', { name: t('player.audioOriginal') }));
    expect(modes()).toEqual(['showing', 'disabled']);
    expect(screen.getByRole('radio', { name: 'فارسی' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'English' }));
    await userEvent.click(screen.getByRole('radio', { name: t('player.audioDubbed') }));
    expect(modes()).toEqual(['disabled', 'showing']);
  });

  it('is reached by keyboard, moves focus into itself, and closes with Esc back to its button', async () => {
    await playing();
    const button = screen.getByRole('button', { name: t('player.settings') });
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('radio', { name: t('player.qualityAuto') })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: t('player.settings') })).toBeNull();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
