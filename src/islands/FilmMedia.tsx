import { useEffect, useRef, useState } from 'react';
import { apiErrorOf } from '../lib/api/errors';
import type { AdminFilmJobs, AdminJob } from '../contract/schemas/admin';
import type { Locale } from '../lib/i18n';
import { formatDigits, formatNumber } from '../lib/i18n/format';

// docs/admin.md "The queue": a film's media in the back office (an episode's too, and any title's
// teaser: "Teasers"). The server draws the film's jobs
// (state, progress, attempts, last error, log tail, a retry form for a failed one) and, without
// JavaScript, says that uploading needs it. Awake, the island uploads a source resumably with
// tus-js-client (loaded only when a file is sent; an upload cut off resumes from where the server
// has it, in this browser) and follows the jobs on the provider's JSON call while any is queued or
// running.

/** The texts the page gives (the page's locale only: nothing else ships). */
export type FilmMediaTexts = Record<
  | 'needsScript'
  | 'file'
  | 'upload'
  | 'uploading'
  | 'uploaded'
  | 'uploadFailed'
  | 'tooLarge'
  | 'wrongType'
  | 'playsOwn'
  | 'playsDemo'
  | 'jobs'
  | 'noJobs'
  | 'colFile'
  | 'colState'
  | 'colProgress'
  | 'colAttempts'
  | 'colError'
  | 'log'
  | 'retry'
  | 'queued'
  | 'running'
  | 'done'
  | 'failed'
  | 'percent',
  string
>;

interface Props {
  locale: Locale;
  filmId: number;
  initial: AdminFilmJobs;
  canUpload: boolean;
  /** Where the retry form posts (the page itself). */
  action: string;
  maxBytes: number;
  extensions: readonly string[];
  texts: FilmMediaTexts;
  /** Where the jobs are followed: the film's by default, an episode's on its page (docs/admin.md). */
  jobsPath?: string;
  /** What the upload is for, so the provider's refusals name it (docs/admin.md "Series"). */
  what?: 'film' | 'episode' | 'series';
  /** The title's own media, or its teaser (docs/admin.md "Teasers"). */
  purpose?: 'media' | 'teaser';
}

/** The tus endpoint the storefront passes on to the provider (src/ops/body-limits.mjs). */
const ENDPOINT = '/api/v1/admin/uploads';
/** One PATCH's bytes: BODY_LIMITS.upload. */
const CHUNK = 4 * 1024 * 1024;
const POLL_MS = 2000;

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
const active = (jobs: AdminJob[]) => jobs.some((j) => j.state === 'queued' || j.state === 'running');

export default function FilmMedia({
  locale,
  filmId,
  initial,
  canUpload,
  action,
  maxBytes,
  extensions,
  texts,
  jobsPath = `/api/v1/admin/films/${filmId}/jobs`,
  what = 'film',
  purpose = 'media',
}: Props) {
  const [awake, setAwake] = useState(false);
  const [state, setState] = useState(initial);
  const [watching, setWatching] = useState(active(initial.jobs));
  const [sent, setSent] = useState<number | null>(null);
  const [message, setMessage] = useState<{ kind: 'status' | 'alert'; text: string } | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const n = (value: number) => formatNumber(value, locale);

  useEffect(() => setAwake(true), []);

  // Follow the jobs while any is waiting or running (and just after an upload).
  useEffect(() => {
    if (!watching) return;
    let stopped = false;
    const poll = async () => {
      try {
        const response = await fetch(jobsPath, { headers: { accept: 'application/json' } });
        if (!response.ok || stopped) return;
        const next = ((await response.json()) as { data: AdminFilmJobs }).data;
        setState(next);
        if (!active(next.jobs)) setWatching(false);
      } catch {
        // The next poll tries again.
      }
    };
    const timer = setInterval(() => void poll(), POLL_MS);
    void poll();
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [watching, jobsPath]);

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const file = input.current?.files?.[0];
    if (!file) return;
    const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
    if (!extensions.includes(extension)) return setMessage({ kind: 'alert', text: texts.wrongType });
    if (file.size > maxBytes) return setMessage({ kind: 'alert', text: texts.tooLarge });
    setMessage(null);
    setSent(0);
    const { Upload } = await import('tus-js-client');
    const upload = new Upload(file, {
      endpoint: ENDPOINT,
      chunkSize: CHUNK,
      retryDelays: [0, 1000, 3000, 5000, 10000],
      metadata: {
        filename: file.name,
        filetype: file.type,
        title: String(filmId),
        what,
        ...(purpose === 'teaser' ? { for: 'teaser' } : {}),
      },
      removeFingerprintOnSuccess: true,
      onProgress: (bytes, total) => setSent(total > 0 ? Math.floor((bytes / total) * 100) : 0),
      onSuccess: () => {
        setSent(null);
        setMessage({ kind: 'status', text: texts.uploaded });
        if (input.current) input.current.value = '';
        setWatching(true);
      },
      onError: (error) => {
        setSent(null);
        // The provider's refusal is its error envelope; show its text in the page's language.
        const response = (error as { originalResponse?: { getStatus(): number; getBody(): string } | null })
          .originalResponse;
        let reason = error.message;
        try {
          if (response) reason = apiErrorOf(response.getStatus(), JSON.parse(response.getBody()), locale).message;
        } catch {
          // Not an envelope (the connection was lost): tus-js-client's own words.
        }
        setMessage({ kind: 'alert', text: fill(texts.uploadFailed, { error: reason }) });
      },
    });
    // An upload of the same file cut off earlier goes on from where the server has it.
    const previous = await upload.findPreviousUploads();
    if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
    upload.start();
  };

  return (
    <div className="film-media" data-testid={`${purpose === 'teaser' ? 'teaser' : 'film'}-media`}>
      <p data-testid="media-plays">{state.media.own ? texts.playsOwn : texts.playsDemo}</p>
      {canUpload &&
        (awake ? (
          <form className="d-flex flex-wrap gap-2 align-items-end mb-3" onSubmit={(e) => void onSubmit(e)}>
            <div>
              <label className="form-label" htmlFor={`${purpose}-file-${filmId}`}>
                {texts.file}
              </label>
              <input
                ref={input}
                className="form-control"
                id={`${purpose}-file-${filmId}`}
                type="file"
                accept={['video/*', ...extensions.map((e) => `.${e}`)].join(',')}
                required
                disabled={sent !== null}
              />
            </div>
            <button className="btn btn-primary" type="submit" disabled={sent !== null}>
              {texts.upload}
            </button>
            {sent !== null && (
              <div className="w-100">
                <progress className="w-100" max={100} value={sent} aria-labelledby={`${purpose}-sent-${filmId}`} />
              </div>
            )}
          </form>
        ) : (
          <p className="alert alert-secondary">{texts.needsScript}</p>
        ))}
      <p
        role="status"
        id={`${purpose}-sent-${filmId}`}
        className={message?.kind === 'status' || sent !== null ? '' : 'visually-hidden'}
      >
        {sent !== null ? fill(texts.uploading, { percent: n(sent) }) : message?.kind === 'status' ? message.text : ''}
      </p>
      {message?.kind === 'alert' && (
        <p className="alert alert-danger" role="alert">
          {message.text}
        </p>
      )}
      <h3 className="h6">{texts.jobs}</h3>
      {state.jobs.length === 0 ? (
        <p>{texts.noJobs}</p>
      ) : (
        <div className="table-responsive">
          <table className="table table-sm align-middle">
            <caption className="visually-hidden">{texts.jobs}</caption>
            <thead>
              <tr>
                <th scope="col">{texts.colFile}</th>
                <th scope="col">{texts.colState}</th>
                <th scope="col">{texts.colProgress}</th>
                <th scope="col">{texts.colAttempts}</th>
                <th scope="col">{texts.colError}</th>
              </tr>
            </thead>
            <tbody>
              {state.jobs.map((job) => (
                <tr key={job.id} data-job={job.id} data-state={job.state}>
                  <td>
                    <bdi>{job.file ?? '—'}</bdi>
                  </td>
                  <td data-testid="job-state">
                    {texts[job.state]}
                    {job.state === 'running' && job.step ? (
                      <>
                        {' · '}
                        <bdi>{job.step}</bdi>
                      </>
                    ) : null}
                  </td>
                  <td>
                    <progress max={100} value={job.progress} aria-label={texts.colProgress} />{' '}
                    <span data-testid="job-progress">{fill(texts.percent, { n: n(job.progress) })}</span>
                  </td>
                  <td>{formatDigits(`${job.attempts} / ${job.max_attempts}`, locale)}</td>
                  <td>
                    {job.last_error && <bdi className="small">{job.last_error}</bdi>}
                    {job.log.length > 0 && (
                      <details>
                        <summary>{texts.log}</summary>
                        <pre className="small" dir="ltr">
                          {job.log.join('\n')}
                        </pre>
                      </details>
                    )}
                    {job.state === 'failed' && canUpload && (
                      <form method="post" action={action}>
                        <input type="hidden" name="action" value="job-retry" />
                        <input type="hidden" name="job" value={job.id} />
                        <button className="btn btn-sm btn-outline-primary" type="submit">
                          {texts.retry}
                        </button>
                      </form>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
