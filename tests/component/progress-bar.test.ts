// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchUser } from '../../src/lib/api/browser';
import { watchProgress } from '../../src/lib/behaviours/progress-bar';
import {
  $progress,
  PROGRESS_FINISH_MS,
  PROGRESS_THROTTLE_MS,
  doneProgress,
  failProgress,
  resetProgress,
  startProgress,
  withProgress,
} from '../../src/stores/progress';
import { siteUser } from './fixtures';

// spec §4 Other and §9: the progress bar starts after a 200 ms throttle and completes or fails
// with the requests (island requests and navigations).

beforeEach(() => {
  vi.useFakeTimers();
  resetProgress();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the progress store', () => {
  it('throttles for 200 ms', () => {
    expect(PROGRESS_THROTTLE_MS).toBe(200);
  });

  it('never shows for a request finishing in 199 ms', () => {
    const phases: string[] = [];
    const unbind = $progress.listen((phase) => phases.push(phase));
    startProgress();
    vi.advanceTimersByTime(199);
    doneProgress();
    vi.advanceTimersByTime(5000);
    unbind();
    expect(phases).toEqual([]);
  });

  it('never shows for a request failing in 199 ms', () => {
    startProgress();
    vi.advanceTimersByTime(199);
    failProgress();
    vi.advanceTimersByTime(5000);
    expect($progress.get()).toBe('idle');
  });

  it('shows at 200 ms, completes with the request, then is idle again', () => {
    startProgress();
    vi.advanceTimersByTime(199);
    expect($progress.get()).toBe('idle');
    vi.advanceTimersByTime(1);
    expect($progress.get()).toBe('running');
    doneProgress();
    expect($progress.get()).toBe('done');
    vi.advanceTimersByTime(PROGRESS_FINISH_MS);
    expect($progress.get()).toBe('idle');
  });

  it('shows the failure when the request fails', () => {
    startProgress();
    vi.advanceTimersByTime(200);
    failProgress();
    expect($progress.get()).toBe('failed');
    vi.advanceTimersByTime(PROGRESS_FINISH_MS);
    expect($progress.get()).toBe('idle');
  });

  it('runs until the last of concurrent requests ends', () => {
    startProgress();
    startProgress();
    vi.advanceTimersByTime(200);
    doneProgress();
    expect($progress.get()).toBe('running');
    vi.advanceTimersByTime(3000);
    expect($progress.get()).toBe('running');
    doneProgress();
    expect($progress.get()).toBe('done');
  });

  it('ends failed when any of concurrent requests failed', () => {
    startProgress();
    startProgress();
    vi.advanceTimersByTime(200);
    failProgress();
    expect($progress.get()).toBe('running');
    doneProgress();
    expect($progress.get()).toBe('failed');
  });

  it('a request starting while another runs does not restart the throttle', () => {
    startProgress();
    vi.advanceTimersByTime(150);
    startProgress();
    vi.advanceTimersByTime(50);
    expect($progress.get()).toBe('running');
  });

  it('starts a new run after a failed one, not failed from the start', () => {
    startProgress();
    vi.advanceTimersByTime(200);
    failProgress();
    startProgress();
    vi.advanceTimersByTime(200);
    expect($progress.get()).toBe('running');
    doneProgress();
    expect($progress.get()).toBe('done');
    vi.advanceTimersByTime(PROGRESS_FINISH_MS);
    expect($progress.get()).toBe('idle');
  });

  it('ignores an end without a start', () => {
    doneProgress();
    failProgress();
    startProgress();
    vi.advanceTimersByTime(200);
    expect($progress.get()).toBe('running');
  });

  it('withProgress() completes or fails with the work', async () => {
    let finish!: () => void;
    const work = withProgress(() => new Promise<void>((resolve) => (finish = resolve)));
    vi.advanceTimersByTime(200);
    expect($progress.get()).toBe('running');
    finish();
    await work;
    expect($progress.get()).toBe('done');

    resetProgress();
    const failing = withProgress(async () => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      throw new Error('down');
    });
    const caught = failing.catch((error: Error) => error.message);
    await vi.advanceTimersByTimeAsync(500);
    expect(await caught).toBe('down');
    expect($progress.get()).toBe('failed');
  });
});

describe('island requests', () => {
  /** fetch answering after ms with the status. */
  const slowFetch = (ms: number, status: number) =>
    vi.stubGlobal(
      'fetch',
      vi.fn(
        () =>
          new Promise<Response>((resolve) =>
            setTimeout(() => resolve(new Response(JSON.stringify({ data: { user: siteUser({}) } }), { status })), ms),
          ),
      ),
    );

  it('a slow island request shows the bar, which completes with it', async () => {
    slowFetch(1000, 200);
    const user = fetchUser();
    await vi.advanceTimersByTimeAsync(200);
    expect($progress.get()).toBe('running');
    await vi.advanceTimersByTimeAsync(800);
    await user;
    expect($progress.get()).toBe('done');
  });

  it('a fast island request never shows it', async () => {
    slowFetch(100, 200);
    const phases: string[] = [];
    const unbind = $progress.listen((phase) => phases.push(phase));
    const user = fetchUser();
    await vi.advanceTimersByTimeAsync(1000);
    await user;
    unbind();
    expect(phases).toEqual([]);
  });

  it('a slow failing island request shows the failure', async () => {
    slowFetch(1000, 500);
    const user = fetchUser().catch(() => 'failed');
    await vi.advanceTimersByTimeAsync(1000);
    expect(await user).toBe('failed');
    expect($progress.get()).toBe('failed');
  });
});

describe('the bar and navigations', () => {
  let bar: HTMLElement;
  beforeAll(() => {
    document.body.innerHTML = `
      <div class="page-progress" role="progressbar" aria-label="Loading" aria-hidden="true" data-phase="idle"></div>
      <a id="page" href="/genres/drama">page</a>
      <a id="hash" href="#top">top</a>
      <a id="external" href="https://example.com/">out</a>
      <a id="blank" href="/genres" target="_blank">new tab</a>
      <a id="download" href="/file.mp4" download>file</a>
      <form id="get" action="/search" method="get"><button>go</button></form>
      <form id="post" action="/plan/1" method="post"><input type="radio" name="method" value="saman" checked><button>go</button></form>
      <form id="dialog" method="dialog"><button>close</button></form>
      <form id="away" action="https://bank.example/pay" method="post"><button>go</button></form>
      <form id="blank-form" action="/search" target="_blank"><button>go</button></form>`;
    watchProgress();
    bar = document.querySelector('.page-progress')!;
  });

  const click = (id: string, init: MouseEventInit = {}) =>
    document.getElementById(id)!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ...init }));
  const submit = (id: string) =>
    (document.getElementById(id) as HTMLFormElement).dispatchEvent(
      new SubmitEvent('submit', { bubbles: true, cancelable: true }),
    );

  it('is hidden from assistive technology while idle and shown while running', () => {
    expect(bar.getAttribute('aria-hidden')).toBe('true');
    startProgress();
    vi.advanceTimersByTime(200);
    expect(bar.dataset['phase']).toBe('running');
    expect(bar.getAttribute('aria-hidden')).toBe('false');
    failProgress();
    expect(bar.dataset['phase']).toBe('failed');
    vi.advanceTimersByTime(PROGRESS_FINISH_MS);
    expect(bar.getAttribute('aria-hidden')).toBe('true');
  });

  it('starts for a link to another page of the site', () => {
    click('page');
    vi.advanceTimersByTime(200);
    expect($progress.get()).toBe('running');
  });

  it('starts for a GET form', () => {
    submit('get');
    vi.advanceTimersByTime(200);
    expect($progress.get()).toBe('running');
  });

  it('starts for a POST form, also one with a field named method (the plan page: form.method is that field)', () => {
    submit('post');
    vi.advanceTimersByTime(200);
    expect($progress.get()).toBe('running');
  });

  it.each([
    ['a same-page hash link', () => click('hash')],
    ['a link to another site', () => click('external')],
    ['a link opening a new tab', () => click('blank')],
    ['a download link', () => click('download')],
    ['a ctrl-click', () => click('page', { ctrlKey: true })],
    ['a meta-click', () => click('page', { metaKey: true })],
    ['a shift-click', () => click('page', { shiftKey: true })],
    ['a middle click', () => click('page', { button: 1 })],
    ['a dialog form', () => submit('dialog')],
    ['a form sent to another site', () => submit('away')],
    ['a form opening a new tab', () => submit('blank-form')],
  ])('does not start for %s', (_, act) => {
    act();
    vi.advanceTimersByTime(1000);
    expect($progress.get()).toBe('idle');
  });

  it('does not start for a click an island cancelled', () => {
    const cancel = (event: Event) => event.preventDefault();
    const link = document.getElementById('page')!;
    link.addEventListener('click', cancel);
    click('page');
    link.removeEventListener('click', cancel);
    vi.advanceTimersByTime(1000);
    expect($progress.get()).toBe('idle');
  });

  it('is idle again on a page restored from the back-forward cache', () => {
    click('page');
    vi.advanceTimersByTime(300);
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect($progress.get()).toBe('idle');
    expect(bar.getAttribute('aria-hidden')).toBe('true');
  });
});
